import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { uploadProductImage } from '../api/upload-image';
import { checkImageFiles } from '../utils/image-files';

export interface UploadItem {
  key: string;
  name: string;
  /** A local object URL, so the preview shows before the upload finishes. */
  preview: string;
  status: 'uploading' | 'done';
  publicId: string | null;
}

let nextKey = 0;

/**
 * The product images of the create form. Each chosen file is checked, previewed at once and
 * uploaded straight away, so problems show while the admin is still filling in the form; a
 * failed upload is dropped with its message.
 */
export function useImageUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controller = useRef<AbortController | null>(null);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const active = new AbortController();
    const urls = previews.current;
    controller.current = active;
    return () => {
      // Closing the form stops its uploads and frees the previews.
      active.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  const drop = useCallback((key: string) => {
    setItems((list) => {
      const item = list.find((i) => i.key === key);
      if (item) {
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
      }
      return list.filter((i) => i.key !== key);
    });
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const { accepted, errors } = checkImageFiles(files, items.length);
      errors.forEach((message) => toast.error(message));
      const added = accepted.map((file): [UploadItem, File] => {
        nextKey += 1;
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        const item: UploadItem = {
          key: `img-${nextKey}`,
          name: file.name,
          preview,
          status: 'uploading',
          publicId: null,
        };
        return [item, file];
      });
      setItems((list) => [...list, ...added.map(([item]) => item)]);
      for (const [item, file] of added) {
        uploadProductImage(file, controller.current?.signal).then(
          ({ public_id }) =>
            setItems((list) =>
              list.map((i) =>
                i.key === item.key ? { ...i, status: 'done', publicId: public_id } : i,
              ),
            ),
          (err: unknown) => {
            if (controller.current?.signal.aborted) return;
            toast.error(errorText(err, `Upload of ${file.name} failed.`));
            drop(item.key);
          },
        );
      }
    },
    [items.length, drop],
  );

  return {
    items,
    add,
    remove: drop,
    publicIds: items.flatMap((i) => (i.publicId ? [i.publicId] : [])),
    uploading: items.some((i) => i.status === 'uploading'),
  };
}
