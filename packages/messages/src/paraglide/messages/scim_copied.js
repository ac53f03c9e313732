/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_CopiedInputs */

const en_scim_copied = /** @type {(inputs: Scim_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token copied`)
};

const de_scim_copied = /** @type {(inputs: Scim_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token kopiert`)
};

const fr_scim_copied = /** @type {(inputs: Scim_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeton copié`)
};

const nl_scim_copied = /** @type {(inputs: Scim_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token gekopieerd`)
};

const es_scim_copied = /** @type {(inputs: Scim_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token copiado`)
};

const en_xa2_scim_copied = /** @type {(inputs: Scim_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţöķéñ çöþíéð o]`)
};

/**
* | output |
* | --- |
* | "Token copied" |
*
* @param {Scim_CopiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_copied = /** @type {((inputs?: Scim_CopiedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_CopiedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_copied(inputs)
	if (locale === "fr") return fr_scim_copied(inputs)
	if (locale === "nl") return nl_scim_copied(inputs)
	if (locale === "es") return es_scim_copied(inputs)
	if (locale === "en-XA") return en_xa2_scim_copied(inputs)
	return en_scim_copied(inputs)
});