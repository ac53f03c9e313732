/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_TitleInputs */

const en_tenants_title = /** @type {(inputs: Tenants_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants`)
};

const de_tenants_title = /** @type {(inputs: Tenants_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten`)
};

const fr_tenants_title = /** @type {(inputs: Tenants_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités`)
};

const nl_tenants_title = /** @type {(inputs: Tenants_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants`)
};

const es_tenants_title = /** @type {(inputs: Tenants_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos`)
};

const en_xa2_tenants_title = /** @type {(inputs: Tenants_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš ]`)
};

/**
* | output |
* | --- |
* | "Tenants" |
*
* @param {Tenants_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_title = /** @type {((inputs?: Tenants_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_title(inputs)
	if (locale === "fr") return fr_tenants_title(inputs)
	if (locale === "nl") return nl_tenants_title(inputs)
	if (locale === "es") return es_tenants_title(inputs)
	if (locale === "en-XA") return en_xa2_tenants_title(inputs)
	return en_tenants_title(inputs)
});