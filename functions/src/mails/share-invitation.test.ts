import { describe, expect, it } from 'vitest';
import { shareInvitationMail } from './share-invitation.ts';

const invitation = {
  organisationName: 'Northwind',
  tenantName: 'Contoso',
  inviterName: 'Ada',
  email: 'client@contoso.test',
  link: 'https://app.test/sharedSignin/t1?token=x',
};

describe('the share invitation mail', () => {
  it('is written in the language given, with the link on its own line', () => {
    expect(shareInvitationMail(invitation, 'nl')).toEqual({
      subject: 'Northwind heeft de resultaten van Contoso met u gedeeld',
      text: [
        'Ada van Northwind heeft de beoordelingsresultaten van Contoso op Assay met u gedeeld, alleen-lezen.',
        'Meld u aan met dit e-mailadres (client@contoso.test); we mailen u een aanmeldlink, een wachtwoord is niet nodig:\nhttps://app.test/sharedSignin/t1?token=x',
        'Als u deze e-mail niet verwachtte, kunt u hem negeren.',
      ].join('\n\n'),
    });
  });

  it('keeps the English wording it had before it was translated', () => {
    expect(shareInvitationMail(invitation, 'en').subject).toBe(
      'Northwind shared the results of Contoso with you',
    );
  });
});
