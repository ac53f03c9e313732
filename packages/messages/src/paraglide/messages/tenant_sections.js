/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_SectionsInputs */

const en_tenant_sections = /** @type {(inputs: Tenant_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant sections`)
};

const de_tenant_sections = /** @type {(inputs: Tenant_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereiche des Mandanten`)
};

const fr_tenant_sections = /** @type {(inputs: Tenant_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections de l’entité`)
};

const nl_tenant_sections = /** @type {(inputs: Tenant_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onderdelen van de tenant`)
};

const es_tenant_sections = /** @type {(inputs: Tenant_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones del inquilino`)
};

const en_xa2_tenant_sections = /** @type {(inputs: Tenant_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţ šéçţíöñš on]`)
};

/**
* | output |
* | --- |
* | "Tenant sections" |
*
* @param {Tenant_SectionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_sections = /** @type {((inputs?: Tenant_SectionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_SectionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_sections(inputs)
	if (locale === "fr") return fr_tenant_sections(inputs)
	if (locale === "nl") return nl_tenant_sections(inputs)
	if (locale === "es") return es_tenant_sections(inputs)
	if (locale === "en-XA") return en_xa2_tenant_sections(inputs)
	return en_tenant_sections(inputs)
});