import { useState } from 'react';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  CATALOGUE_MESSAGES,
  type CatalogueKind,
  type CategoryView,
  type TagView,
} from '@xmates/domain';
import { deleteName, setFeatured, useAdminCategories, useAdminTags } from '../../api/catalogue';
import { useAdminAction } from '../../hooks/use-admin-action';
import { ActionButton } from '../action-button';
import { AdminList } from '../admin-list';
import { PhoneControl, type AdminColumn } from '../admin-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSwitch, useListSwitch } from '../list-switch';
import { AddNameForm } from './add-name-form';

const KINDS = ['category', 'tag'] as const satisfies readonly CatalogueKind[];

const nameColumn: AdminColumn<TagView> = {
  key: 'name',
  label: 'Name',
  render: (row) => (
    <Typography sx={{ fontWeight: 650, wordBreak: 'break-word' }}>{row.name}</Typography>
  ),
};

/**
 * Manage Categories/Tags: add and delete names, feature categories. A name that products use
 * is not deleted (the API says how many use it).
 */
export function ManageCatalogueTab() {
  const kind = useListSwitch(KINDS);
  const categories = useAdminCategories();
  const tags = useAdminTags();
  const reloadAll = () => {
    categories.reload();
    tags.reload();
  };
  const { busy, run } = useAdminAction(reloadAll);
  const [deleting, setDeleting] = useState<{ kind: CatalogueKind; name: string } | null>(null);

  const remove = async () => {
    if (!deleting) return;
    const { kind: k, name } = deleting;
    await run(`${k}:${name}`, () => deleteName(k, name), CATALOGUE_MESSAGES[k].deleteFailed);
    setDeleting(null);
  };

  const deleteButton = (k: CatalogueKind, name: string) => (
    <ActionButton
      busy={busy}
      variant="outlined"
      color="error"
      onClick={() => setDeleting({ kind: k, name })}
      aria-label={`Delete ${name}`}
    >
      Delete
    </ActionButton>
  );

  const featuredSwitch = (row: CategoryView) => (
    <Switch
      size="small"
      checked={row.featured}
      disabled={busy !== null}
      onChange={(e) =>
        run(
          `category:${row.name}`,
          () => setFeatured(row.name, e.target.checked),
          CATALOGUE_MESSAGES.featureFailed,
        )
      }
      slotProps={{ input: { 'aria-label': `Featured: ${row.name}` } }}
    />
  );

  const categoryColumns: readonly AdminColumn<CategoryView>[] = [
    nameColumn,
    { key: 'featured', label: 'Featured', width: 140, render: featuredSwitch },
  ];

  return (
    <Box>
      <ListSwitch
        label="Catalogue lists"
        lists={[
          { key: 'category', label: 'Categories', count: categories.total },
          { key: 'tag', label: 'Tags', count: tags.total },
        ]}
      />
      <AddNameForm key={kind} kind={kind} onAdded={reloadAll} />
      {kind === 'category' ? (
        <AdminList
          list={categories}
          rows={categories.rows}
          rowKey={(row) => row._id}
          columns={categoryColumns}
          actions={(row) => deleteButton('category', row.name)}
          phoneRow={(row) => (
            <Box sx={{ minWidth: 0 }}>
              {nameColumn.render(row)}
              <PhoneControl caption="Featured">{featuredSwitch(row)}</PhoneControl>
            </Box>
          )}
          label="Categories"
          empty="No categories yet."
          noun={['category', 'categories']}
          failedText={CATALOGUE_MESSAGES.loadFailed}
        />
      ) : (
        <AdminList
          list={tags}
          rows={tags.rows}
          rowKey={(row) => row._id}
          columns={[nameColumn]}
          actions={(row) => deleteButton('tag', row.name)}
          phoneRow={nameColumn.render}
          label="Tags"
          empty="No tags yet."
          noun={['tag', 'tags']}
          failedText={CATALOGUE_MESSAGES.loadFailed}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the ${deleting?.kind ?? 'category'} “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete"
        busy={busy !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={remove}
      >
        <DialogContentText>
          It leaves the pickers and filters. A name that products use is not deleted.
        </DialogContentText>
      </ConfirmDialog>
    </Box>
  );
}
