/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ActionsInputs */

const en_common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const de_common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen`)
};

const fr_common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const nl_common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acties`)
};

const es_common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acciones`)
};

const en_xa2_common_actions = /** @type {(inputs: Common_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åçţíöñš ]`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Common_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_actions = /** @type {((inputs?: Common_ActionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ActionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_actions(inputs)
	if (locale === "fr") return fr_common_actions(inputs)
	if (locale === "nl") return nl_common_actions(inputs)
	if (locale === "es") return es_common_actions(inputs)
	if (locale === "en-XA") return en_xa2_common_actions(inputs)
	return en_common_actions(inputs)
});