import './ContentFormModal.css';
import { useMutation, useSubscription } from '@apollo/client/react';
import { Form, Formik, useFormikContext, type FormikHelpers, type FormikProps } from 'formik';
import { useId, useMemo, useRef, useState } from 'react';
import type { FieldDecl } from '../../../../shared/content-fields';
import { adminMessages } from '../../../../shared/admin-messages';
import * as ErrorCode from '../../../../shared/error-codes';
import { errorCode, errorMessage, fieldErrors } from '../../shared/errors';
import { Modal } from '../../shared/Modal';
import { saveActions, savedMessage } from './saveActions';
import { useToast } from '../../shared/Toast';
import type { CmsCollection, CmsItem } from './collections';
import { ContentField } from './ContentField';
import { initialFormValues, theirValues, toContentInput, validateContent, type ContentFormValues } from './contentForm';
import { UploadField } from './UploadField';
import type { ContentType } from '../../gql/graphql';
import { CmsContentChangedDocument } from './cms.graphql';
import { ChangedElsewhereNotice, EditConflictPanel } from '../common/EditConflictPanel';
import { conflictRows, resolveConflict, staleVersion, type Choice, type ConflictRow, type StaleVersion } from '../common/editConflict';

/** A conflict being resolved: what the server said, the record now as form values, and the fields both touched. */
interface OpenConflict {
  conflict: StaleVersion;
  theirs: ContentFormValues;
  rows: ConflictRow[];
}
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';

/** Kinds that take the whole row of the form grid. */
const WIDE = new Set(['textarea', 'richText', 'image', 'file', 'tags']);

/** An image or file field wired to the form: keeps `webUrl ?? url` (images) or `url` (files); a resource's type follows its file. */
function UploadControl({ field, id, item, onBusy }: { field: FieldDecl; id: string; item: CmsItem | null; onBusy(busy: boolean): void }) {
  const { values, errors, touched, submitCount, setFieldValue } = useFormikContext<ContentFormValues>();
  const error = (touched[field.name] || submitCount > 0) && errors[field.name] ? errors[field.name] : undefined;
  const storedName =
    item && typeof item.fileName === 'string' ? { name: item.fileName, size: typeof item.fileSize === 'number' ? item.fileSize : null } : null;
  return (
    <UploadField
      field={field}
      id={id}
      value={String(values[field.name] ?? '')}
      error={error}
      fileName={values[field.name] === item?.[field.name] ? storedName : null}
      onBusy={onBusy}
      onClear={() => void setFieldValue(field.name, '')}
      onUploaded={(stored) => {
        void setFieldValue(field.name, field.kind === 'image' ? (stored.webUrl ?? stored.url) : stored.url);
        if (field.kind === 'file' && 'resourceType' in values) void setFieldValue('resourceType', stored.resourceType);
      }}
    />
  );
}

/**
 * The create/edit dialog of a CMS list (SPEC §2 CMS list pages, §4 Content status, §5 Admin content
 * form), size lg, built from the collection's declaration: one control per declared field,
 * validated with `contentSchema` (SPEC §5 messages). A draft or new item offers "Save as Draft"
 * (DRAFT) and "Publish" (PUBLISHED); a published one "Unpublish" and "Update", which keeps it
 * published (issue #20); the success toast names the resulting status (saveActions.ts). Server field errors (BAD_USER_INPUT `extensions.fields`) show under their fields;
 * any failure toasts "Failed to save. Please try again.". An edit sends the `rowVersion` it started
 * from (issue #33): when someone else saved first, the form shows both versions field by field
 * (EditConflictPanel) and saves on the new version once resolved; while open, a live change to the
 * item shows "Someone else saved this … — review before saving".
 * @param item the item being edited, or null to create one
 * @param onSaved called after a successful save (the list refetches and the dialog closes)
 */
export function ContentFormModal({
  collection,
  item,
  onClose,
  onSaved,
}: {
  collection: CmsCollection;
  item: CmsItem | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { decl } = collection;
  const toast = useToast();
  const formId = useId();
  const [create] = useMutation(collection.create);
  const [update] = useMutation(collection.update);
  const status = useRef<'DRAFT' | 'PUBLISHED'>('DRAFT');
  const [uploads, setUploads] = useState(0);
  const initialValues = useMemo(() => initialFormValues(decl, item), [decl, item]);
  const onBusy = (busy: boolean) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1)));
  // Issue #33: the version and values this edit started from; a conflict moves both to the record's now.
  const base = useRef({ version: item?.rowVersion ?? null, values: initialValues });
  const formik = useRef<FormikProps<ContentFormValues>>(null);
  const saving = useRef(false);
  const [conflict, setConflict] = useState<OpenConflict | null>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  useSubscription(CmsContentChangedDocument, {
    variables: { type: decl.type as ContentType },
    skip: !item,
    onData: ({ data }) => {
      const change = data.data?.contentChanged;
      if (!item || saving.current || change?.id !== item.id) return;
      if (change.rowVersion === null || change.rowVersion === undefined || change.rowVersion > (base.current.version ?? 0)) setChangedElsewhere(true);
    },
  });

  /** Puts values in the form and takes the record's version now as the one this edit starts from. */
  const rebase = (resolved: OpenConflict, values: ContentFormValues) => {
    base.current = { version: resolved.conflict.currentVersion, values: resolved.theirs };
    void formik.current?.setValues(values, false);
    setConflict(null);
    setChangedElsewhere(false);
  };
  const apply = (choices: Record<string, Choice>) =>
    conflict &&
    rebase(
      conflict,
      resolveConflict(base.current.values, formik.current?.values ?? {}, conflict.theirs, conflict.rows, choices) as ContentFormValues,
    );

  const submit = async (values: ContentFormValues, helpers: FormikHelpers<ContentFormValues>) => {
    const input = toContentInput(decl, { ...values, status: status.current });
    saving.current = true;
    try {
      if (item) await update({ variables: { id: item.id, input: { ...input, expectedVersion: base.current.version } } });
      else await create({ variables: { input } });
      toast.success(savedMessage(decl.label, item?.status ?? null, status.current));
      onSaved();
    } catch (error) {
      saving.current = false;
      const stale = staleVersion(error);
      if (stale) {
        const theirs = theirValues(decl, base.current.values, stale);
        const labels = decl.fields.map((f) => ({ name: f.name, label: f.label }));
        setConflict({ conflict: stale, theirs, rows: conflictRows(labels, base.current.values, values, theirs) });
        toast.error(adminMessages.cms.saveConflict);
        return;
      }
      const fields = fieldErrors(error);
      if (Object.keys(fields).length > 0) {
        helpers.setErrors(fields);
        helpers.setTouched(Object.fromEntries(Object.keys(fields).map((name) => [name, true])), false);
      }
      // In the trash an item cannot be edited (CONFLICT): say so rather than "try again".
      toast.error(errorCode(error) === ErrorCode.CONFLICT ? errorMessage(error) : adminMessages.cms.saveFailed);
    }
  };

  return (
    <Formik<ContentFormValues>
      innerRef={formik}
      initialValues={initialValues}
      validate={(values) => validateContent(decl, { ...values, status: status.current })}
      onSubmit={submit}
    >
      {({ isSubmitting, dirty }) => {
        const waiting = isSubmitting || uploads > 0;
        return (
          <Modal
            open
            confirmDiscard={dirty && !isSubmitting}
            size="lg"
            title={item ? `Edit ${decl.label}` : `New ${decl.label}`}
            onClose={onClose}
            footer={
              <>
                <button type="button" className="btn" onClick={onClose}>
                  Cancel
                </button>
                {saveActions(item?.status ?? null).map((action) => (
                  <button
                    key={action.label}
                    type="submit"
                    form={formId}
                    className={action.primary ? 'btn btn--primary' : 'btn'}
                    disabled={waiting || conflict !== null}
                    onClick={() => (status.current = action.status)}
                  >
                    {action.label}
                  </button>
                ))}
              </>
            }
          >
            <Form id={formId} className="cms-form" noValidate aria-busy={waiting}>
              <FormikUnsavedChanges />
              <p className="cms-form__note">
                Fields marked <span className="required">*</span> are required.
                {item && ` Currently ${item.status.toLowerCase()}.`}
              </p>
              {changedElsewhere && !conflict && <ChangedElsewhereNotice what={decl.label.toLowerCase()} />}
              {conflict && (
                <EditConflictPanel
                  conflict={conflict.conflict}
                  rows={conflict.rows}
                  onApply={apply}
                  onReload={() => rebase(conflict, conflict.theirs)}
                />
              )}
              <div className="cms-form__grid">
                {decl.fields.map((field, index) => (
                  <div key={field.name} className={index === 0 || WIDE.has(field.kind) ? 'cms-form__cell cms-form__cell--wide' : 'cms-form__cell'}>
                    {field.kind === 'image' || field.kind === 'file' ? (
                      <UploadControl field={field} id={`${formId}-${field.name}`} item={item} onBusy={onBusy} />
                    ) : (
                      <ContentField field={field} id={`${formId}-${field.name}`} />
                    )}
                  </div>
                ))}
              </div>
              {isSubmitting && (
                <p className="cms-form__saving" role="status">
                  Saving…
                </p>
              )}
            </Form>
          </Modal>
        );
      }}
    </Formik>
  );
}
