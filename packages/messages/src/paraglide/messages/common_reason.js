/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ReasonInputs */

const en_common_reason = /** @type {(inputs: Common_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const de_common_reason = /** @type {(inputs: Common_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund`)
};

const fr_common_reason = /** @type {(inputs: Common_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raison`)
};

const nl_common_reason = /** @type {(inputs: Common_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reden`)
};

const es_common_reason = /** @type {(inputs: Common_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const en_xa2_common_reason = /** @type {(inputs: Common_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéášöñ ]`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Common_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_reason = /** @type {((inputs?: Common_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ReasonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_reason(inputs)
	if (locale === "fr") return fr_common_reason(inputs)
	if (locale === "nl") return nl_common_reason(inputs)
	if (locale === "es") return es_common_reason(inputs)
	if (locale === "en-XA") return en_xa2_common_reason(inputs)
	return en_common_reason(inputs)
});