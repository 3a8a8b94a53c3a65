import PDFDocument from 'pdfkit';
import { MEMBERSHIP_BENEFITS, MEMBERSHIP_FORM, MEMBERSHIP_TERMS, OFFLINE_FORM, type JoinFieldDecl } from '../../../shared/membership-form';
import { messages } from '../../../shared/messages';
import type { SiteSettingsValues } from '../../../shared/settings-defaults';
import { pdfBytes } from '../common/pdf-file';

const MARGIN = 50;
const INK = '#1b1f1d';
const MUTED = '#4d5a54';
const LINE = '#9aa7a0';

/** Document metadata that tests and readers see. */
export interface MembershipFormOptions {
  /** When the file was made (its creation date). */
  now: Date;
  /** The site's address (PUBLIC_URL), for the terms' address. */
  publicUrl: string;
  /** Streams uncompressed (tests read the text); production compresses. */
  compress?: boolean;
}

/**
 * The printable membership form (issue #22 "Download the offline form (PDF)"), drawn with pdfkit:
 * the association's name, address, email and phone from the site settings, the same fields,
 * labels, hints, choices and terms as /join (shared/membership-form.ts), with lines to write on,
 * boxes to tick, a signature line and an office-use line; A4.
 * @param settings the site settings (name and contact details)
 * @returns the PDF file
 */
export function membershipFormPdf(settings: SiteSettingsValues, options: MembershipFormOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `${OFFLINE_FORM.title} — ${settings.siteName}`,
      Author: settings.siteName,
      Subject: OFFLINE_FORM.title,
      CreationDate: options.now,
    },
    lang: 'en-AU',
    displayTitle: true,
  });
  const done = pdfBytes(doc);

  const width = doc.page.width - MARGIN * 2;
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };
  const writeLine = (y: number, x = MARGIN, length = width) => {
    doc
      .moveTo(x, y)
      .lineTo(x + length, y)
      .lineWidth(0.7)
      .strokeColor(LINE)
      .stroke();
  };
  const box = (x: number, y: number) => doc.rect(x, y, 10, 10).lineWidth(0.8).strokeColor(INK).stroke();

  // The association's letterhead, from the settings.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(settings.siteName);
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(`${settings.address}, ${settings.state}`);
  doc.text(`${settings.contactEmail}  ·  ${settings.contactPhone}`);
  doc.moveDown(0.8);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(15).text(OFFLINE_FORM.title);
  doc.font('Helvetica').fontSize(10).text(OFFLINE_FORM.intro);
  doc.text(messages.membership.approvalPromise);
  doc.fillColor(MUTED).text(OFFLINE_FORM.required);
  doc.moveDown(0.5);

  const label = (field: JoinFieldDecl) => `${field.label}${field.required ? ' *' : ''}`;
  /** A box to tick with its text beside it, on the next line: a checkbox field, and the terms. */
  const tickBox = (text: string) => {
    const y = doc.y + 2;
    box(MARGIN, y);
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(text, MARGIN + 16, y);
  };
  const fieldBlock = (field: JoinFieldDecl) => {
    if (field.kind === 'checkbox') {
      ensureRoom(22);
      tickBox(field.label);
      doc.x = MARGIN;
      doc.moveDown(0.6);
      return;
    }
    const lines = field.kind === 'textarea' ? 3 : 1;
    ensureRoom(28 + lines * 20 + (field.options ? 16 : 0));
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(label(field), MARGIN);
    if (field.hint || field.onlyWhen)
      doc
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(field.hint ?? '');
    if (field.options) {
      doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(`${OFFLINE_FORM.chooseOne}:`);
      let x = MARGIN;
      let y = doc.y + 3;
      doc.fontSize(10).fillColor(INK);
      for (const option of field.options) {
        const w = doc.widthOfString(option.label) + 30;
        if (x + w > MARGIN + width) {
          x = MARGIN;
          y += 16;
        }
        box(x, y);
        doc.text(option.label, x + 15, y, { lineBreak: false });
        x += w;
      }
      doc.x = MARGIN;
      doc.y = y + 20;
      return;
    }
    for (let i = 0; i < lines; i++) {
      doc.y += 18;
      writeLine(doc.y);
    }
    doc.y += 10;
  };

  for (const fieldset of MEMBERSHIP_FORM) {
    ensureRoom(60);
    doc.moveDown(0.4);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(12).text(fieldset.legend, MARGIN);
    writeLine(doc.y + 2);
    doc.y += 8;
    for (const field of fieldset.fields) fieldBlock(field);
  }

  // The terms, the signature and the office's line.
  ensureRoom(140);
  doc.moveDown(0.4);
  tickBox(`${MEMBERSHIP_TERMS.before} ${MEMBERSHIP_TERMS.link} *`);
  doc.fontSize(8.5).fillColor(MUTED).text(`Read them at ${options.publicUrl}${MEMBERSHIP_TERMS.path}, or ask us for a printed copy.`);
  doc.x = MARGIN;
  doc.y += 28;
  writeLine(doc.y, MARGIN, width * 0.6);
  writeLine(doc.y, MARGIN + width * 0.68, width * 0.32);
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(OFFLINE_FORM.signature, MARGIN, doc.y + 4);
  doc.text(OFFLINE_FORM.date, MARGIN + width * 0.68, doc.y - doc.currentLineHeight());
  doc.x = MARGIN;
  doc.moveDown(1.5);
  doc.fontSize(9).fillColor(INK).font('Helvetica-Bold').text('Why join?');
  doc.font('Helvetica').fillColor(MUTED);
  for (const benefit of MEMBERSHIP_BENEFITS) doc.text(`•  ${benefit}`);
  doc.moveDown(1);
  doc.fontSize(8).text(OFFLINE_FORM.officeUse);
  doc.end();
  return done;
}
