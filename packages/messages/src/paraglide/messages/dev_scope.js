/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ScopeInputs */

const en_dev_scope = /** @type {(inputs: Dev_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scope`)
};

const de_dev_scope = /** @type {(inputs: Dev_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umfang`)
};

const fr_dev_scope = /** @type {(inputs: Dev_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portée`)
};

const nl_dev_scope = /** @type {(inputs: Dev_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereik`)
};

const es_dev_scope = /** @type {(inputs: Dev_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alcance`)
};

const en_xa2_dev_scope = /** @type {(inputs: Dev_ScopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöþé ]`)
};

/**
* | output |
* | --- |
* | "Scope" |
*
* @param {Dev_ScopeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_scope = /** @type {((inputs?: Dev_ScopeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ScopeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_scope(inputs)
	if (locale === "fr") return fr_dev_scope(inputs)
	if (locale === "nl") return nl_dev_scope(inputs)
	if (locale === "es") return es_dev_scope(inputs)
	if (locale === "en-XA") return en_xa2_dev_scope(inputs)
	return en_dev_scope(inputs)
});