/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Controls_To_AnswerInputs */

const en_invite_controls_to_answer = /** @type {(inputs: Invite_Controls_To_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls to answer`)
};

const de_invite_controls_to_answer = /** @type {(inputs: Invite_Controls_To_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu beantwortende Kontrollen`)
};

const fr_invite_controls_to_answer = /** @type {(inputs: Invite_Controls_To_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles à remplir`)
};

const nl_invite_controls_to_answer = /** @type {(inputs: Invite_Controls_To_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te beantwoorden controls`)
};

const es_invite_controls_to_answer = /** @type {(inputs: Invite_Controls_To_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles que responder`)
};

const en_xa2_invite_controls_to_answer = /** @type {(inputs: Invite_Controls_To_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļš ţö áñšŵéŕ one]`)
};

/**
* | output |
* | --- |
* | "Controls to answer" |
*
* @param {Invite_Controls_To_AnswerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_controls_to_answer = /** @type {((inputs?: Invite_Controls_To_AnswerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Controls_To_AnswerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_controls_to_answer(inputs)
	if (locale === "fr") return fr_invite_controls_to_answer(inputs)
	if (locale === "nl") return nl_invite_controls_to_answer(inputs)
	if (locale === "es") return es_invite_controls_to_answer(inputs)
	if (locale === "en-XA") return en_xa2_invite_controls_to_answer(inputs)
	return en_invite_controls_to_answer(inputs)
});