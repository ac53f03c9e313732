/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_AnswerInputs */

const en_console_outbox_no_answer = /** @type {(inputs: Console_Outbox_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No answer recorded`)
};

const de_console_outbox_no_answer = /** @type {(inputs: Console_Outbox_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Antwort aufgezeichnet`)
};

const fr_console_outbox_no_answer = /** @type {(inputs: Console_Outbox_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune réponse enregistrée`)
};

const nl_console_outbox_no_answer = /** @type {(inputs: Console_Outbox_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen antwoord vastgelegd`)
};

const es_console_outbox_no_answer = /** @type {(inputs: Console_Outbox_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se registró respuesta`)
};

const en_xa2_console_outbox_no_answer = /** @type {(inputs: Console_Outbox_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö áñšŵéŕ ŕéçöŕðéð one]`)
};

/**
* | output |
* | --- |
* | "No answer recorded" |
*
* @param {Console_Outbox_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_answer = /** @type {((inputs?: Console_Outbox_No_AnswerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_AnswerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_answer(inputs)
	if (locale === "fr") return fr_console_outbox_no_answer(inputs)
	if (locale === "nl") return nl_console_outbox_no_answer(inputs)
	if (locale === "es") return es_console_outbox_no_answer(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_answer(inputs)
	return en_console_outbox_no_answer(inputs)
});