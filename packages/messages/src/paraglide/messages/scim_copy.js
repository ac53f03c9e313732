/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_CopyInputs */

const en_scim_copy = /** @type {(inputs: Scim_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy token`)
};

const de_scim_copy = /** @type {(inputs: Scim_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token kopieren`)
};

const fr_scim_copy = /** @type {(inputs: Scim_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le jeton`)
};

const nl_scim_copy = /** @type {(inputs: Scim_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token kopiëren`)
};

const es_scim_copy = /** @type {(inputs: Scim_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar token`)
};

const en_xa2_scim_copy = /** @type {(inputs: Scim_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöþý ţöķéñ o]`)
};

/**
* | output |
* | --- |
* | "Copy token" |
*
* @param {Scim_CopyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_copy = /** @type {((inputs?: Scim_CopyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_CopyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_copy(inputs)
	if (locale === "fr") return fr_scim_copy(inputs)
	if (locale === "nl") return nl_scim_copy(inputs)
	if (locale === "es") return es_scim_copy(inputs)
	if (locale === "en-XA") return en_xa2_scim_copy(inputs)
	return en_scim_copy(inputs)
});