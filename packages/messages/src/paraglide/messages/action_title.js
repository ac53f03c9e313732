/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Action_TitleInputs */

const en_action_title = /** @type {(inputs: Action_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account link`)
};

const de_action_title = /** @type {(inputs: Action_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto-Link`)
};

const fr_action_title = /** @type {(inputs: Action_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de compte`)
};

const nl_action_title = /** @type {(inputs: Action_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accountlink`)
};

const es_action_title = /** @type {(inputs: Action_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace de cuenta`)
};

const en_xa2_action_title = /** @type {(inputs: Action_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççöüñţ ļíñķ o]`)
};

/**
* | output |
* | --- |
* | "Account link" |
*
* @param {Action_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_title = /** @type {((inputs?: Action_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Action_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_action_title(inputs)
	if (locale === "fr") return fr_action_title(inputs)
	if (locale === "nl") return nl_action_title(inputs)
	if (locale === "es") return es_action_title(inputs)
	if (locale === "en-XA") return en_xa2_action_title(inputs)
	return en_action_title(inputs)
});