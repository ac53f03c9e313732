/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Action_ContinueInputs */

const en_action_continue = /** @type {(inputs: Action_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

const de_action_continue = /** @type {(inputs: Action_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const fr_action_continue = /** @type {(inputs: Action_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

const nl_action_continue = /** @type {(inputs: Action_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doorgaan`)
};

const es_action_continue = /** @type {(inputs: Action_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

const en_xa2_action_continue = /** @type {(inputs: Action_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţíñüé ]`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Action_ContinueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_continue = /** @type {((inputs?: Action_ContinueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Action_ContinueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_action_continue(inputs)
	if (locale === "fr") return fr_action_continue(inputs)
	if (locale === "nl") return nl_action_continue(inputs)
	if (locale === "es") return es_action_continue(inputs)
	if (locale === "en-XA") return en_xa2_action_continue(inputs)
	return en_action_continue(inputs)
});