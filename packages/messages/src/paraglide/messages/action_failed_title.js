/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Action_Failed_TitleInputs */

const en_action_failed_title = /** @type {(inputs: Action_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link does not work`)
};

const de_action_failed_title = /** @type {(inputs: Action_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link funktioniert nicht`)
};

const fr_action_failed_title = /** @type {(inputs: Action_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien ne fonctionne pas`)
};

const nl_action_failed_title = /** @type {(inputs: Action_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze link werkt niet`)
};

const es_action_failed_title = /** @type {(inputs: Action_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no funciona`)
};

const en_xa2_action_failed_title = /** @type {(inputs: Action_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ļíñķ ðöéš ñöţ ŵöŕķ one t]`)
};

/**
* | output |
* | --- |
* | "This link does not work" |
*
* @param {Action_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_failed_title = /** @type {((inputs?: Action_Failed_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Action_Failed_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_action_failed_title(inputs)
	if (locale === "fr") return fr_action_failed_title(inputs)
	if (locale === "nl") return nl_action_failed_title(inputs)
	if (locale === "es") return es_action_failed_title(inputs)
	if (locale === "en-XA") return en_xa2_action_failed_title(inputs)
	return en_action_failed_title(inputs)
});