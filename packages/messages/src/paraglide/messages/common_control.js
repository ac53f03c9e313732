/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ControlInputs */

const en_common_control = /** @type {(inputs: Common_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Control`)
};

const de_common_control = /** @type {(inputs: Common_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrolle`)
};

const fr_common_control = /** @type {(inputs: Common_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôle`)
};

const nl_common_control = /** @type {(inputs: Common_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Control`)
};

const es_common_control = /** @type {(inputs: Common_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Control`)
};

const en_xa2_common_control = /** @type {(inputs: Common_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļ ]`)
};

/**
* | output |
* | --- |
* | "Control" |
*
* @param {Common_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_control = /** @type {((inputs?: Common_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_control(inputs)
	if (locale === "fr") return fr_common_control(inputs)
	if (locale === "nl") return nl_common_control(inputs)
	if (locale === "es") return es_common_control(inputs)
	if (locale === "en-XA") return en_xa2_common_control(inputs)
	return en_common_control(inputs)
});