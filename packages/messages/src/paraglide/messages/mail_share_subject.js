/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organisation: NonNullable<unknown>, tenant: NonNullable<unknown> }} Mail_Share_SubjectInputs */

const en_mail_share_subject = /** @type {(inputs: Mail_Share_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} shared the results of ${i?.tenant} with you`)
};

const de_mail_share_subject = /** @type {(inputs: Mail_Share_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} hat die Ergebnisse von ${i?.tenant} mit Ihnen geteilt`)
};

const fr_mail_share_subject = /** @type {(inputs: Mail_Share_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} a partagé avec vous les résultats de ${i?.tenant}`)
};

const nl_mail_share_subject = /** @type {(inputs: Mail_Share_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} heeft de resultaten van ${i?.tenant} met u gedeeld`)
};

const es_mail_share_subject = /** @type {(inputs: Mail_Share_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} ha compartido con usted los resultados de ${i?.tenant}`)
};

const en_xa2_mail_share_subject = /** @type {(inputs: Mail_Share_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organisation} šĥáŕéð ţĥé ŕéšüļţš öƒ ${i?.tenant} ŵíţĥ ýöü one two three fo]`)
};

/**
* | output |
* | --- |
* | "{organisation} shared the results of {tenant} with you" |
*
* @param {Mail_Share_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_share_subject = /** @type {((inputs: Mail_Share_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Share_SubjectInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_share_subject(inputs)
	if (locale === "fr") return fr_mail_share_subject(inputs)
	if (locale === "nl") return nl_mail_share_subject(inputs)
	if (locale === "es") return es_mail_share_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_share_subject(inputs)
	return en_mail_share_subject(inputs)
});