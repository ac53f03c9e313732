/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organisation: NonNullable<unknown> }} Mail_Member_SubjectInputs */

const en_mail_member_subject = /** @type {(inputs: Mail_Member_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are invited to join ${i?.organisation} on Assay`)
};

const de_mail_member_subject = /** @type {(inputs: Mail_Member_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung zu ${i?.organisation} auf Assay`)
};

const fr_mail_member_subject = /** @type {(inputs: Mail_Member_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitation à rejoindre ${i?.organisation} sur Assay`)
};

const nl_mail_member_subject = /** @type {(inputs: Mail_Member_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uitnodiging voor ${i?.organisation} op Assay`)
};

const es_mail_member_subject = /** @type {(inputs: Mail_Member_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitación para unirse a ${i?.organisation} en Assay`)
};

const en_xa2_mail_member_subject = /** @type {(inputs: Mail_Member_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ýöü áŕé íñṽíţéð ţö ĵöíñ ${i?.organisation} öñ Åššáý one two three]`)
};

/**
* | output |
* | --- |
* | "You are invited to join {organisation} on Assay" |
*
* @param {Mail_Member_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_member_subject = /** @type {((inputs: Mail_Member_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Member_SubjectInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_member_subject(inputs)
	if (locale === "fr") return fr_mail_member_subject(inputs)
	if (locale === "nl") return nl_mail_member_subject(inputs)
	if (locale === "es") return es_mail_member_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_member_subject(inputs)
	return en_mail_member_subject(inputs)
});