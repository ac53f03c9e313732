/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ organisation: NonNullable<unknown>, assessment: NonNullable<unknown> }} Mail_Respondent_SubjectInputs */

const en_mail_respondent_subject = /** @type {(inputs: Mail_Respondent_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} asks you to answer “${i?.assessment}”`)
};

const de_mail_respondent_subject = /** @type {(inputs: Mail_Respondent_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} bittet Sie, „${i?.assessment}“ zu beantworten`)
};

const fr_mail_respondent_subject = /** @type {(inputs: Mail_Respondent_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} vous demande de répondre à « ${i?.assessment} »`)
};

const nl_mail_respondent_subject = /** @type {(inputs: Mail_Respondent_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} vraagt u “${i?.assessment}” te beantwoorden`)
};

const es_mail_respondent_subject = /** @type {(inputs: Mail_Respondent_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.organisation} le pide que responda «${i?.assessment}»`)
};

const en_xa2_mail_respondent_subject = /** @type {(inputs: Mail_Respondent_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.organisation} ášķš ýöü ţö áñšŵéŕ “${i?.assessment}” one two three ]`)
};

/**
* | output |
* | --- |
* | "{organisation} asks you to answer “{assessment}”" |
*
* @param {Mail_Respondent_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_respondent_subject = /** @type {((inputs: Mail_Respondent_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Respondent_SubjectInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_respondent_subject(inputs)
	if (locale === "fr") return fr_mail_respondent_subject(inputs)
	if (locale === "nl") return nl_mail_respondent_subject(inputs)
	if (locale === "es") return es_mail_respondent_subject(inputs)
	if (locale === "en-XA") return en_xa2_mail_respondent_subject(inputs)
	return en_mail_respondent_subject(inputs)
});