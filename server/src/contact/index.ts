/** What other features may use of contact/ (issue #32: a feature imports another only through its index.ts). */
export { ContactMessage } from './contact-message.entity';
