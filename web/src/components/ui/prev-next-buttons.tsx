import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { ChevronLeftIcon, ChevronRightIcon } from './action-icons';

interface PrevNextButtonsProps {
  onPrev: () => void;
  onNext: () => void;
  prevDisabled: boolean;
  nextDisabled: boolean;
  /** What stands between the two buttons, such as 'Page 2 / 5'. */
  children?: ReactNode;
}

/** The small outlined Prev and Next of a paged list (notifications, admin lists). */
export function PrevNextButtons({
  onPrev,
  onNext,
  prevDisabled,
  nextDisabled,
  children,
}: PrevNextButtonsProps) {
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ChevronLeftIcon />}
        disabled={prevDisabled}
        onClick={onPrev}
      >
        Prev
      </Button>
      {children}
      <Button
        size="small"
        variant="outlined"
        endIcon={<ChevronRightIcon />}
        disabled={nextDisabled}
        onClick={onNext}
      >
        Next
      </Button>
    </>
  );
}
