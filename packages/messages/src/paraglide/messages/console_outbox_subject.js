/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_SubjectInputs */

const en_console_outbox_subject = /** @type {(inputs: Console_Outbox_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const de_console_outbox_subject = /** @type {(inputs: Console_Outbox_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betreff`)
};

const fr_console_outbox_subject = /** @type {(inputs: Console_Outbox_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objet`)
};

const nl_console_outbox_subject = /** @type {(inputs: Console_Outbox_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onderwerp`)
};

const es_console_outbox_subject = /** @type {(inputs: Console_Outbox_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asunto`)
};

const en_xa2_console_outbox_subject = /** @type {(inputs: Console_Outbox_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀĵéçţ ]`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Console_Outbox_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_subject = /** @type {((inputs?: Console_Outbox_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_SubjectInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_subject(inputs)
	if (locale === "fr") return fr_console_outbox_subject(inputs)
	if (locale === "nl") return nl_console_outbox_subject(inputs)
	if (locale === "es") return es_console_outbox_subject(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_subject(inputs)
	return en_console_outbox_subject(inputs)
});