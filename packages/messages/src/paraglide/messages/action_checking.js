/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Action_CheckingInputs */

const en_action_checking = /** @type {(inputs: Action_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your link`)
};

const de_action_checking = /** @type {(inputs: Action_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Link wird geprüft`)
};

const fr_action_checking = /** @type {(inputs: Action_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de votre lien`)
};

const nl_action_checking = /** @type {(inputs: Action_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw link wordt gecontroleerd`)
};

const es_action_checking = /** @type {(inputs: Action_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando su enlace`)
};

const en_xa2_action_checking = /** @type {(inputs: Action_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥéçķíñĝ ýöüŕ ļíñķ one]`)
};

/**
* | output |
* | --- |
* | "Checking your link" |
*
* @param {Action_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_checking = /** @type {((inputs?: Action_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Action_CheckingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_action_checking(inputs)
	if (locale === "fr") return fr_action_checking(inputs)
	if (locale === "nl") return nl_action_checking(inputs)
	if (locale === "es") return es_action_checking(inputs)
	if (locale === "en-XA") return en_xa2_action_checking(inputs)
	return en_action_checking(inputs)
});