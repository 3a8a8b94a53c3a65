import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { adminMessages } from '../../../../shared/admin-messages';
import { joinDateError } from '../../../../shared/privacy';
import { errorMessage, fieldErrors } from '../../shared/errors';
import { associationClock } from '../../shared/timeZone';
import { useToast } from '../../shared/Toast';
import { AdminReconsiderMemberDocument, AdminSetJoinDateDocument } from './memberRecord.graphql';
import type { MemberRecord } from './memberRecord';

/**
 * The member details dialog's record controls (issue #19):
 * - for a member entered by staff (e.g. from an old paper form), the join date, editable and not
 *   after the association's today (`updateMember` with `joinDate`);
 * - for a rejected application, "Reconsider" with a required note, back to pending
 *   (`reconsiderMember`); the note is kept in the notes and the history.
 * Renders nothing when neither applies. Errors show under the field and as a toast.
 */
export function MemberRecordControls({ member }: { member: MemberRecord }) {
  const toast = useToast();
  const joinId = useId();
  const noteId = useId();
  const today = associationClock().today();
  const [joinDate, setJoinDate] = useState(member.joinDate);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveJoinDate, saving] = useMutation(AdminSetJoinDateDocument);
  const [reconsider, reconsidering] = useMutation(AdminReconsiderMemberDocument);
  useEffect(() => {
    setJoinDate(member.joinDate);
    setNote('');
    setErrors({});
  }, [member.id, member.joinDate]);

  if (!member.enteredByStaff && member.status !== 'REJECTED') return null;

  const submitJoinDate = async () => {
    const error = joinDateError(joinDate, today);
    if (error) return setErrors({ joinDate: error });
    try {
      await saveJoinDate({ variables: { id: member.id, joinDate } });
      setErrors({});
      toast.success(adminMessages.members.updated);
    } catch (e) {
      setErrors(fieldErrors(e));
      toast.error(`${adminMessages.members.updateFailed}: ${errorMessage(e)}`);
    }
  };

  const submitReconsider = async () => {
    if (!note.trim()) return setErrors({ note: adminMessages.privacy.reconsiderNoteRequired });
    try {
      await reconsider({ variables: { id: member.id, note } });
      setErrors({});
      toast.success(adminMessages.privacy.reconsidered);
    } catch (e) {
      setErrors(fieldErrors(e));
      toast.error(`${adminMessages.privacy.reconsiderFailed}: ${errorMessage(e)}`);
    }
  };

  return (
    <div className="member-modal__controls">
      {member.enteredByStaff && (
        <div className="field member-modal__control">
          <label htmlFor={joinId}>Join date (entered by staff)</label>
          <input
            id={joinId}
            type="date"
            value={joinDate}
            max={today}
            onChange={(e) => setJoinDate(e.target.value)}
            aria-invalid={errors.joinDate ? true : undefined}
            aria-describedby={errors.joinDate ? `${joinId}-error` : undefined}
          />
          {errors.joinDate && (
            <p id={`${joinId}-error`} className="field__error" role="alert">
              {errors.joinDate}
            </p>
          )}
          <button
            type="button"
            className="btn btn--small"
            disabled={saving.loading || joinDate === member.joinDate}
            onClick={() => void submitJoinDate()}
          >
            Save join date
          </button>
        </div>
      )}
      {member.status === 'REJECTED' && (
        <div className="field member-modal__control">
          <label htmlFor={noteId}>Why look at this application again?</label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${noteId}-error` : undefined}
          />
          {errors.note && (
            <p id={`${noteId}-error`} className="field__error" role="alert">
              {errors.note}
            </p>
          )}
          <button type="button" className="btn btn--small" disabled={reconsidering.loading} onClick={() => void submitReconsider()}>
            Reconsider
          </button>
        </div>
      )}
    </div>
  );
}
