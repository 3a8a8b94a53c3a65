/**
 * Texts of the staff admin and of e-mails (SPEC §7–§9; issues #18, #20), apart from `messages` so
 * that the public site's first load does not carry them (issue #24 bundle budget: / ≤ 170 KB).
 * Texts only, like shared/messages.ts.
 */
export const adminMessages = {
  /** Member notices (issue #35): notices every entitled member must receive, e.g. of a general meeting. */
  memberNotices: {
    /** The footer line of every notice: why the member receives it, and so why there is no unsubscribe link. */
    why: "You're receiving this because you are a member of the association and the rules require us to tell you.",
    subjectRequired: 'Subject is required',
    bodyRequired: 'Message is required',
    subjectTooLong: (max: number): string => `Subject must be at most ${max} characters`,
    bodyTooLong: (max: number): string => `Message must be at most ${max} characters`,
    statusesRequired: 'Choose at least one member status',
    unknownClass: 'One of the chosen membership classes no longer exists. Reload the page and choose again.',
    noRecipients: 'No member matches this audience, so there is no one to send the notice to.',
    recipientsChanged: (n: number): string => `The audience has changed to ${n} members since you checked it. Check the count and send again.`,
    skippedCeased: 'Not sent: the member ceased (or was removed) before the notice went out.',
    noAddress: 'No e-mail address we can send to: send this notice by post.',
  },
  /** Staff's "Add walk-in" on the attendees screen and the check-in view (issue #17). */
  walkIn: {
    taken: 'This e-mail already has an RSVP for this event. Find it in the list instead.',
    added: (name: string): string => `${name} added.`,
    waitlisted: (name: string, position: number): string => `The event is full, so ${name} is on the waitlist (number ${position}).`,
  },
  newsletterAdmin: {
    noRecipients: 'There are no confirmed subscribers to send to yet.',
    recipientsChanged: (n: number): string => `The number of confirmed subscribers has changed to ${n}. Check the preview and send again.`,
    skippedUnsubscribed: 'Not sent: unsubscribed or removed before it went out.',
    testSent: (email: string): string => `Test sent to ${email}.`,
    testKept: (email: string): string => `Test to ${email} kept in the outbox — not sent: no mail server is configured.`,
    testFailed: 'Failed to send the test. Please try again.',
    sendStarted: 'Sending has started.',
    sendKept: 'The issue is recorded, but its copies are kept in the outbox — not sent: no mail server is configured.',
    draftSaved: (time: string): string => `Draft saved ${time}`,
    draftSaving: 'Saving draft…',
    draftSaveFailed: 'The draft could not be saved. What you typed is still here; it will be saved again as you type.',
    draftDeleted: 'Draft deleted.',
    draftDeleteFailed: 'Failed to delete the draft.',
    noDrafts: 'No drafts',
    draftsLoadError: 'Error loading drafts',
    sendFailed: 'Failed to start sending. Please try again.',
    previewFailed: 'Could not build the preview.',
    issuesLoadError: 'Error loading past issues',
    noIssues: 'No newsletters sent yet',
    deliveriesLoadError: 'Error loading recipients',
    subscriberRemoved: 'Subscriber removed.',
    removeFailed: 'Failed to remove the subscriber.',
  },
  /** Attendee mail kept rather than sent (issue #33 honest toasts). */
  attendeeMailKept: (count: number): string =>
    `E-mail to ${count} ${count === 1 ? 'attendee' : 'attendees'} kept in the outbox — not sent: no mail server is configured.`,
  /** Contact inbox (issue #18). */
  contactInbox: {
    handled: 'Marked as handled.',
    unhandled: 'Marked as not handled.',
    noteSaved: 'Note saved.',
    deleted: 'Message deleted.',
    actionFailed: 'That did not work. Please try again.',
  },
  /** The honest outbox (issue #18). */
  outbox: {
    notConfigured:
      'E-mail is not being delivered: no mail server is configured. Messages are kept in the outbox, not sent. To send them, set SMTP_URL (for example smtp://user:password@smtp.example.org:587) and restart the site.',
    kept: 'Kept — not sent (no mail server configured)',
    retried: 'The e-mail will be tried again now.',
    retryFailed: 'Failed to retry the e-mail.',
  },
  /** E-mails the site sends (issue #18): subjects, reasons and the common layout's lines. */
  mail: {
    whyApplication: "You're receiving this because you applied to become a member on our website.",
    whyMember: "You're receiving this because you are a member or applied to become one.",
    whyNewsletter: "You're receiving this because you subscribed to our newsletter on our website.",
    whyConfirmation:
      "You're receiving this because someone (hopefully you) entered this address in the newsletter form on our website. If it wasn't you, ignore this e-mail and nothing more will be sent.",
    whyContact: 'You are receiving this because you are the contact address of the association in the site settings.',
    whyStaff: "You're receiving this because you work on the association's website.",
    whyRsvp: "You're receiving this because you RSVP'd to one of our events with this address.",
    whyDefault: "You're receiving this because of your contact with the association.",
    /** Under a receipt e-mail (issue #34). */
    whyPayment: "You're receiving this because you paid or gave money to the association.",
    sentOn: (date: string): string => `Sent on ${date}.`,
    replyHint: 'Reply to this e-mail to reach us.',
    confirmSubject: 'Please confirm your newsletter subscription',
    confirmBody: (url: string): string =>
      `Thanks for signing up to our newsletter. To start receiving it, open the link below and press "Confirm my subscription":\n\n${url}\n\nThe link works for 7 days.`,
    welcomeSubject: 'Welcome to our newsletter',
    welcomeBody:
      "You're subscribed. We'll send local news and events about once a month. You can unsubscribe at any time with the link at the bottom of every newsletter.",
    unsubscribeLine: (url: string): string => `Unsubscribe: ${url}`,
    testPrefix: '[Test] ',
    contactSubject: (name: string): string => `Contact form: message from ${name}`,
    contactBody: (name: string, email: string, date: string, message: string): string =>
      `${name} <${email}> wrote on ${date}:\n\n${message}\n\nReply to this e-mail to answer them directly.`,
  },
  cms: {
    recentActivityFailed: 'Failed to fetch recent activity',
    noRecentActivity: 'No recent activity',
    created: (thing: string): string => `${thing} created successfully!`,
    updated: (thing: string): string => `${thing} updated successfully!`,
    /** What a save did to the item's visibility, added to the created/updated toast (issue #20). */
    statusAfterSave: (before: 'DRAFT' | 'PUBLISHED' | null, after: 'DRAFT' | 'PUBLISHED'): string =>
      after === 'PUBLISHED'
        ? before === 'PUBLISHED'
          ? 'It is still published.'
          : 'It is now published on the site.'
        : before === 'PUBLISHED'
          ? 'It is unpublished: now a draft, hidden from the site.'
          : 'It is saved as a draft, not shown on the site.',
    /** A soft delete (issue #33 "honest labels"): the item goes to the trash, from which it can be restored; not SPEC §8's "deleted successfully!". */
    deleted: (thing: string): string => `${thing} moved to trash`,
    restored: (thing: string): string => `${thing} restored successfully!`,
    purged: (thing: string): string => `${thing} deleted permanently`,
    /** SPEC §8 "{Things} {action}d successfully!", e.g. "Projects published successfully!"; a bulk delete says "moved to trash" (issue #33). */
    bulkDone: (things: string, action: 'PUBLISH' | 'DRAFT' | 'ARCHIVE' | 'DELETE' | 'RESTORE'): string =>
      `${things} ${{ PUBLISH: 'published', DRAFT: 'moved to draft', ARCHIVE: 'archived', DELETE: 'moved to trash', RESTORE: 'restored' }[action]}${action === 'DELETE' ? '' : ' successfully!'}`,
    /** SPEC §8 "Failed to {action} {things}", e.g. "Failed to publish projects". */
    bulkFailed: (things: string, action: 'PUBLISH' | 'DRAFT' | 'ARCHIVE' | 'DELETE' | 'RESTORE'): string =>
      ({
        PUBLISH: `Failed to publish ${things}`,
        DRAFT: `Failed to move ${things} to draft`,
        ARCHIVE: `Failed to archive ${things}`,
        DELETE: `Failed to delete ${things}`,
        RESTORE: `Failed to restore ${things}`,
      })[action],
    deleteFailed: (thing: string): string => `Failed to delete ${thing}`,
    restoreFailed: 'Failed to restore item',
    purgeFailed: 'Failed to permanently delete item',
    saveFailed: 'Failed to save. Please try again.',
    /** Issue #33: someone else saved the record after the form opened; nothing was saved. */
    saveConflict: 'Not saved: someone else saved this since you opened it. Review both versions below.',
    exportCompleted: 'Export completed!',
    exportFailed: (things: string): string => `Failed to export ${things}`,
    settingsSaved: 'Settings saved successfully!',
    settingsSaveFailed: 'Failed to save settings. Please try again.',
    settingsLoadError: 'Error loading settings',
  },
  /** Staff sessions and passwords (not in SPEC: the rebuild's own texts). */
  staff: {
    invited: (email: string): string => `Invitation sent to ${email}.`,
    invitedKept: (email: string): string => `Invitation for ${email} saved in the outbox — not sent: no mail server is configured.`,
    resent: (email: string): string => `A new invitation is on its way to ${email}. The earlier link no longer works.`,
    resentKept: (email: string): string =>
      `A new invitation for ${email} is saved in the outbox — not sent: no mail server is configured. The earlier link no longer works.`,
    roleChanged: (name: string, role: string): string => `${name} is now ${role}.`,
    deactivated: (name: string): string => `${name} is deactivated and has been signed out everywhere.`,
    reactivated: (name: string): string => `${name} can sign in again.`,
    lastAdmin: 'The association needs at least one active admin. Make someone else an admin first.',
    notInvited: 'This person has already set their password, so there is no invitation to resend.',
    notActive: (status: string): string => `This account is ${status}, so it cannot be changed that way.`,
    actionFailed: 'That did not work. Please try again.',
    loadError: 'Error loading staff accounts',
    inviteLinkInvalid: 'This invitation link does not work any more: it has been used, replaced or has expired. Ask an admin to send a new one.',
    resetLinkInvalid: 'This link does not work any more: it has been used or has expired. You can ask for a new one.',
    /** A link's page, opened after it was used or replaced (issue #33). */
    linkUsed: 'This link has already been used',
    /** A link's page, opened after its time ran out (issue #33). */
    linkExpired: 'This link has expired',
    /** A link's page, when the link is not one we sent (mistyped or cut short) (issue #33). */
    linkUnknown: 'This link does not work',
    /** What to do next, under those headings (issue #33). */
    linkNextInvite:
      'Each invitation link works once and for 7 days, and a newer invitation replaces it. If you have already set your password, sign in with it; otherwise ask an admin of the association to send you a new invitation.',
    linkNextReset:
      'Each password link works once and for one hour, and a newer one replaces it. If you have already chosen a new password, sign in with it; otherwise ask for a new link below.',
    resetRequested:
      // Said whether or not the site can send e-mail (issue #33 "Honest admin"): the link is queued, never claimed sent.
      'If that address belongs to a staff account, a link to choose a new password is on its way to it by e-mail. The link works once, for one hour. Nothing after a few minutes? Ask an admin: the site’s e-mail may not be set up yet.',
    passwordSet: 'Your password is set. Sign in with it now.',
    passwordReset: 'Your password has been changed and every other session has ended. Sign in with the new password.',
  },
  members: {
    approved: 'Member approved successfully!',
    rejected: 'Member rejected',
    approveFailed: (message: string): string => `Failed to approve member: ${message}`,
    rejectFailed: (message: string): string => `Failed to reject member: ${message}`,
    pendingRefreshed: 'Pending members refreshed!',
    noPending: 'No Pending Applications',
    /** Bulk decisions on the pending page (issue #33; not in SPEC). */
    bulkApproved: (done: number): string => `${done} application${done === 1 ? '' : 's'} approved.`,
    bulkRejected: (done: number): string => `${done} application${done === 1 ? '' : 's'} rejected.`,
    bulkSkipped: (skipped: number): string =>
      `${skipped} ${skipped === 1 ? 'was' : 'were'} not changed: no longer pending (someone else decided first) or removed.`,
    noPendingMatch: 'No pending applications match these filters.',
    pendingLoadError: 'Error Loading Data',
    pendingFetchFailed: 'Failed to fetch pending members',
    notPending: 'This member is no longer pending.',
    reasonRequired: 'Rejection reason is required',
    // Admin members page (SPEC §8 Admin: members).
    approveFailedShort: 'Failed to approve member',
    rejectFailedShort: 'Failed to reject member',
    updated: 'Member updated successfully!',
    updateFailed: 'Failed to update member',
    /** Issue #33: another admin saved the member after the form opened; nothing was saved. */
    updateConflict: 'Not saved: someone else saved this member since you opened it. Review both versions below.',
    created: 'Member added successfully!',
    createFailed: 'Failed to add member',
    deactivated: 'Member deactivated successfully',
    deactivateFailed: 'Failed to deactivate member',
    reactivated: 'Member reactivated successfully',
    reactivateFailed: 'Failed to reactivate member',
    deleted: 'Member deleted',
    deleteFailed: 'Failed to delete member',
    exportCompleted: 'Export completed!',
    exportFailed: 'Failed to export members',
    refreshed: 'Data refreshed successfully!',
    refreshFailed: 'Failed to refresh data',
    noMembers: 'No members found',
    noRecords: 'No Database Records',
    connectionError: 'Database connection error',
    databaseError: (message: string, code: string): string => `Database error: ${message} (Code: ${code})`,
    connectionFailed: (message: string): string => `Connection failed: ${message}`,
    connectFailed: 'Failed to connect to database',
    /** The rows on screen and how many match (issue #20: "Showing 30 of 30" stood above 25 rows). */
    showing: (first: number, last: number, total: number): string =>
      total === 0 ? 'Showing 0 of 0 members' : `Showing ${first}–${last} of ${total} ${total === 1 ? 'member' : 'members'}`,
  },
  /** Privacy and the member record (issue #19): the rebuild's own texts. */
  audit: {
    loadError: 'Error loading audit log',
    empty: 'No audit entries',
    historyLoadError: 'Error loading history',
    noHistory: 'No recorded changes yet',
  },
  inbox: {
    messagesLoadError: 'Error loading messages',
    noMessages: 'No messages yet',
    subscribersLoadError: 'Error loading subscribers',
    noSubscribers: 'No subscribers yet',
    outboxLoadError: 'Error loading e-mails',
    noOutbox: 'No e-mails yet',
    exportCompleted: 'Export completed!',
    exportFailed: 'Failed to export subscribers',
  },
  admin: {
    panel: 'Admin Panel',
    dashboardStatsFailed: 'Failed to fetch dashboard stats',
    fetchItemsFailed: 'Failed to fetch items',
    noItems: 'No items found',
    beingRebuilt: 'This page is being rebuilt.',
  },
  /** Admin CMS pages (SPEC §2 Admin CMS dashboard, CMS list pages; §8 Admin: content). */
  auth: {
    passwordTooShort: (min: number): string => `Password must be at least ${min} characters`,
    currentPasswordWrong: 'The current password is not correct',
    passwordsDiffer: 'The passwords do not match',
    passwordChanged: 'Password changed. Other devices have been signed out.',
    changePasswordFailed: 'Failed to change the password. Please try again.',
    passwordUnchanged: 'The new password must be different from the current one',
  },
  /** Staff accounts and password links (issue #20; not in SPEC: the rebuild's own texts). */
  login: {
    invalid: 'Invalid email or password. Please try again.',
    /** A deactivated account's sign-in with its correct password (issue #33); never for a wrong one. */
    deactivated: 'Your account has been deactivated, so you cannot sign in. If you think this is a mistake, please ask an admin of the association.',
    failed: 'Login failed. Please try again.',
    success: 'Welcome back! Redirecting to admin dashboard...',
    /** On /admin/login after the server ended the session: deactivated, signed out elsewhere or expired (issue #20). */
    sessionEnded: 'You have been signed out because your session has ended. Please sign in again.',
    /** RATE_LIMITED sign-in, from `extensions.retryAfter` (issue #16 item 7). */
    tooManyAttempts: (seconds: number): string => `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    /** The demo box in demo mode, to a browser not on the computer running the site (issue #16 item 11). */
    demoLocalOnly: 'Demo sign-in details are shown only on the computer running the site.',
  },
  privacy: {
    confirmEmailMismatch: 'Type the same e-mail address again to confirm',
    reconsiderNoteRequired: 'Please say why the application is being looked at again',
    joinDateFormat: 'Join date must be a date (YYYY-MM-DD)',
    joinDateFuture: 'The join date cannot be in the future',
    joinDateNotEditable: 'The join date can only be changed for members entered by staff',
    notFound: 'Nothing is held for this e-mail address',
    loadError: 'Error loading personal data',
    exported: 'Export downloaded',
    exportFailed: 'Failed to export the data',
    erased: 'Erased. Nothing is held for this address any more.',
    /**
     * After an erasure that kept money records (issue #34): the law (Associations Incorporation Reform
     * Act 2012 (Vic) s 89) requires an incorporated association to keep its financial records for 7 years.
     */
    paymentsKept: (n: number): string =>
      `${n} payment ${n === 1 ? 'record' : 'records'} kept: the law requires financial records to be kept for 7 years; their e-mail address was removed.`,
    /** The erasure dialog's note on payments and receipts (issue #34). */
    paymentsWillStay:
      'kept: the law requires financial records to be kept for 7 years. Their e-mail address is removed and open charges are cancelled; the name, amounts, dates and receipts stay.',
    eraseFailed: 'Failed to erase the data',
    reconsidered: 'Application moved back to pending',
    reconsiderFailed: 'Failed to reconsider the application',
    retentionSaved: 'Retention settings saved',
    retentionSaveFailed: 'Failed to save the retention settings',
    registerLoadError: 'Error loading the register of members',
    registerExported: 'Register downloaded',
    registerExportFailed: 'Failed to download the register',
  },
  /** Members' own requests from their member area (issue #21): name/address changes and erasure. */
  memberRequests: {
    changesLoadError: 'Error loading change requests',
    noChanges: 'No change requests',
    approved: 'Change approved: the member record is updated',
    declined: 'Change declined',
    decideFailed: 'Failed to decide the change request',
    erasuresLoadError: 'Error loading erasure requests',
    noErasures: 'No open erasure requests',
  },
} as const;
