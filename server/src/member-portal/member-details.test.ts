import { detailsChanges } from './member-details';

describe('a member’s own details (issue #21)', () => {
  it('writes phone, WhatsApp, language and household, clearing what the form left out', () => {
    expect(detailsChanges({ phone: '0400 000 000', numAdults: 2 })).toEqual({
      phone: '0400 000 000',
      whatsappJointStatus: null,
      languageSpoken: null,
      numAdults: 2,
      numChildren: null,
    });
    expect(detailsChanges({ phone: '1', whatsappJointStatus: 'Y', languageSpoken: 'Greek', numAdults: 1, numChildren: 0 })).toEqual({
      phone: '1',
      whatsappJointStatus: 'Y',
      languageSpoken: 'Greek',
      numAdults: 1,
      numChildren: 0,
    });
  });
});
