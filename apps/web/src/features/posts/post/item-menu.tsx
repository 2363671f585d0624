import { lazy, useRef, useState, type ReactNode } from 'react';
import { AlertIcon } from '@/components/ui/icons.tsx';
import { EditIcon, TrashIcon } from '@/components/ui/content-icons.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useOpenReport, type ReportRequest } from '@/lib/report-context.ts';
import type { TextDialogProps } from './text-dialog.tsx';

// The edit and delete dialogs load when first chosen from the menu, not with every post and comment.
const TextDialog = lazy(() => import('./text-dialog.tsx').then((module) => ({ default: module.TextDialog })));
const ConfirmDialog = lazy(() => import('./confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })));

/** What the menu needs of a mutation: its state, to show in the dialog and clear on close. */
interface MutationState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

export interface OwnerEdit extends Pick<
  TextDialogProps,
  'title' | 'label' | 'initial' | 'submitLabel' | 'maxLength' | 'tooLongCode'
> {
  item: string;
  mutation: MutationState;
  /** Saves a changed text; `close` ends the dialog once it is saved. */
  save: (text: string, close: () => void) => void;
}

export interface OwnerDelete {
  item: string;
  title: string;
  body: string;
  mutation: MutationState;
  confirm: () => void;
  /** Whether a cancelled confirmation gives the focus back to the menu's button. */
  returnsFocus: boolean;
}

/** Someone else's post or comment: the entry opens the report dialog on it. */
export interface ItemReport extends Pick<ReportRequest, 'target' | 'name'> {
  item: string;
}

/**
 * The menu of a post or a comment: the owner edits the text in a modal or deletes after a confirmation (spec
 * §2); anyone else reports it. Any entry may be left out (a post owner deletes a comment they did
 * not write, and reports it too).
 */
export function ItemMenu({
  label,
  trigger,
  triggerClassName,
  className,
  edit,
  remove,
  report = null,
  extra,
}: {
  label: string;
  trigger: ReactNode;
  triggerClassName: string;
  className?: string | undefined;
  edit: OwnerEdit | null;
  remove: OwnerDelete | null;
  report?: ItemReport | null;
  /** Menu items of the caller's own (the post's pin), before edit and delete. */
  extra?: ReactNode;
}) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const openReport = useOpenReport();
  const wrapper = useRef<HTMLDivElement>(null);
  const menuButton = () => wrapper.current?.querySelector('button');
  const close = () => {
    setOpen(null);
    edit?.mutation.reset();
    remove?.mutation.reset();
  };

  return (
    <div ref={wrapper} className={className}>
      <Menu label={label} trigger={trigger} triggerClassName={triggerClassName}>
        {extra}
        {edit && (
          <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('edit')}>
            <EditIcon size={18} />
            {edit.item}
          </button>
        )}
        {remove && (
          <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('delete')}>
            <TrashIcon size={18} />
            {remove.item}
          </button>
        )}
        {report && openReport && (
          <button
            type="button"
            role="menuitem"
            className="menu__item"
            onClick={() => openReport({ target: report.target, name: report.name, returnFocus: menuButton })}
          >
            <AlertIcon size={18} />
            {report.item}
          </button>
        )}
      </Menu>
      {edit && (
        <OnceOpened open={open === 'edit'}>
          <TextDialog
            open={open === 'edit'}
            title={edit.title}
            label={edit.label}
            initial={edit.initial}
            submitLabel={edit.submitLabel}
            maxLength={edit.maxLength}
            tooLongCode={edit.tooLongCode}
            emptyCloses
            pending={edit.mutation.isPending}
            error={edit.mutation.isError ? apiErrorText(edit.mutation.error) : null}
            onSave={(text) => {
              if (text === edit.initial) close();
              else edit.save(text, close);
            }}
            onClose={close}
            returnFocus={menuButton}
          />
        </OnceOpened>
      )}
      {remove && (
        <OnceOpened open={open === 'delete'}>
          <ConfirmDialog
            open={open === 'delete'}
            title={remove.title}
            body={remove.body}
            confirmLabel={remove.item}
            pending={remove.mutation.isPending}
            error={remove.mutation.isError ? apiErrorText(remove.mutation.error) : null}
            onConfirm={remove.confirm}
            onClose={close}
            returnFocus={remove.returnsFocus ? menuButton : undefined}
          />
        </OnceOpened>
      )}
    </div>
  );
}
