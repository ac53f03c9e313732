/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Mail_Member_AcceptInputs */

const en_mail_member_accept = /** @type {(inputs: Mail_Member_AcceptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accept the invitation (sign in or create an account with ${i?.email}):`)
};

const de_mail_member_accept = /** @type {(inputs: Mail_Member_AcceptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nehmen Sie die Einladung an (melden Sie sich mit ${i?.email} an oder legen Sie ein Konto an):`)
};

const fr_mail_member_accept = /** @type {(inputs: Mail_Member_AcceptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acceptez l'invitation (connectez-vous ou créez un compte avec ${i?.email}) :`)
};

const nl_mail_member_accept = /** @type {(inputs: Mail_Member_AcceptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepteer de uitnodiging (meld u aan of maak een account aan met ${i?.email}):`)
};

const es_mail_member_accept = /** @type {(inputs: Mail_Member_AcceptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acepte la invitación (inicie sesión o cree una cuenta con ${i?.email}):`)
};

const en_xa2_mail_member_accept = /** @type {(inputs: Mail_Member_AcceptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åççéþţ ţĥé íñṽíţáţíöñ (šíĝñ íñ öŕ çŕéáţé áñ áççöüñţ ŵíţĥ ${i?.email}): one two three four f]`)
};

/**
* | output |
* | --- |
* | "Accept the invitation (sign in or create an account with {email}):" |
*
* @param {Mail_Member_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_member_accept = /** @type {((inputs: Mail_Member_AcceptInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Member_AcceptInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_member_accept(inputs)
	if (locale === "fr") return fr_mail_member_accept(inputs)
	if (locale === "nl") return nl_mail_member_accept(inputs)
	if (locale === "es") return es_mail_member_accept(inputs)
	if (locale === "en-XA") return en_xa2_mail_member_accept(inputs)
	return en_mail_member_accept(inputs)
});