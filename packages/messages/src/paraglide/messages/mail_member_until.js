/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Mail_Member_UntilInputs */

const en_mail_member_until = /** @type {(inputs: Mail_Member_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The link works until ${i?.date}. If you did not expect this invitation, ignore this email.`)
};

const de_mail_member_until = /** @type {(inputs: Mail_Member_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Link gilt bis ${i?.date}. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.`)
};

const fr_mail_member_until = /** @type {(inputs: Mail_Member_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le lien est valable jusqu'au ${i?.date}. Si vous n'attendiez pas cette invitation, ignorez cet e-mail.`)
};

const nl_mail_member_until = /** @type {(inputs: Mail_Member_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De link werkt tot ${i?.date}. Als u deze uitnodiging niet verwachtte, negeer dan deze e-mail.`)
};

const es_mail_member_until = /** @type {(inputs: Mail_Member_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El enlace funciona hasta el ${i?.date}. Si no esperaba esta invitación, ignore este correo.`)
};

const en_xa2_mail_member_until = /** @type {(inputs: Mail_Member_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļíñķ ŵöŕķš üñţíļ ${i?.date}. Îƒ ýöü ðíð ñöţ éẋþéçţ ţĥíš íñṽíţáţíöñ, íĝñöŕé ţĥíš éɱáíļ. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "The link works until {date}. If you did not expect this invitation, ignore this email." |
*
* @param {Mail_Member_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_member_until = /** @type {((inputs: Mail_Member_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Member_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_member_until(inputs)
	if (locale === "fr") return fr_mail_member_until(inputs)
	if (locale === "nl") return nl_mail_member_until(inputs)
	if (locale === "es") return es_mail_member_until(inputs)
	if (locale === "en-XA") return en_xa2_mail_member_until(inputs)
	return en_mail_member_until(inputs)
});