/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_TokenInputs */

const en_scim_token = /** @type {(inputs: Scim_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM token`)
};

const de_scim_token = /** @type {(inputs: Scim_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Token`)
};

const fr_scim_token = /** @type {(inputs: Scim_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeton SCIM`)
};

const nl_scim_token = /** @type {(inputs: Scim_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-token`)
};

const es_scim_token = /** @type {(inputs: Scim_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token SCIM`)
};

const en_xa2_scim_token = /** @type {(inputs: Scim_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÇÎṀ ţöķéñ o]`)
};

/**
* | output |
* | --- |
* | "SCIM token" |
*
* @param {Scim_TokenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_token = /** @type {((inputs?: Scim_TokenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_TokenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_token(inputs)
	if (locale === "fr") return fr_scim_token(inputs)
	if (locale === "nl") return nl_scim_token(inputs)
	if (locale === "es") return es_scim_token(inputs)
	if (locale === "en-XA") return en_xa2_scim_token(inputs)
	return en_scim_token(inputs)
});