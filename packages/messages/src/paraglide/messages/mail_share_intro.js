/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inviter: NonNullable<unknown>, organisation: NonNullable<unknown>, tenant: NonNullable<unknown> }} Mail_Share_IntroInputs */

const en_mail_share_intro = /** @type {(inputs: Mail_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} of ${i?.organisation} shared the assessment results of ${i?.tenant} with you on Assay, read-only.`)
};

const de_mail_share_intro = /** @type {(inputs: Mail_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} von ${i?.organisation} hat die Bewertungsergebnisse von ${i?.tenant} auf Assay mit Ihnen geteilt, nur zum Lesen.`)
};

const fr_mail_share_intro = /** @type {(inputs: Mail_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} de ${i?.organisation} a partagé avec vous sur Assay les résultats d'évaluation de ${i?.tenant}, en lecture seule.`)
};

const nl_mail_share_intro = /** @type {(inputs: Mail_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} van ${i?.organisation} heeft de beoordelingsresultaten van ${i?.tenant} op Assay met u gedeeld, alleen-lezen.`)
};

const es_mail_share_intro = /** @type {(inputs: Mail_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inviter} de ${i?.organisation} ha compartido con usted en Assay los resultados de evaluación de ${i?.tenant}, solo lectura.`)
};

const en_xa2_mail_share_intro = /** @type {(inputs: Mail_Share_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.inviter} öƒ ${i?.organisation} šĥáŕéð ţĥé áššéššɱéñţ ŕéšüļţš öƒ ${i?.tenant} ŵíţĥ ýöü öñ Åššáý, ŕéáð-öñļý. one two three four five six seve]`)
};

/**
* | output |
* | --- |
* | "{inviter} of {organisation} shared the assessment results of {tenant} with you on Assay, read-only." |
*
* @param {Mail_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_share_intro = /** @type {((inputs: Mail_Share_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Share_IntroInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_share_intro(inputs)
	if (locale === "fr") return fr_mail_share_intro(inputs)
	if (locale === "nl") return nl_mail_share_intro(inputs)
	if (locale === "es") return es_mail_share_intro(inputs)
	if (locale === "en-XA") return en_xa2_mail_share_intro(inputs)
	return en_mail_share_intro(inputs)
});