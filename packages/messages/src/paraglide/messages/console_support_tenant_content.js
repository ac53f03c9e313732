/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Tenant_ContentInputs */

const en_console_support_tenant_content = /** @type {(inputs: Console_Support_Tenant_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant content`)
};

const de_console_support_tenant_content = /** @type {(inputs: Console_Support_Tenant_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhalte des Mandanten`)
};

const fr_console_support_tenant_content = /** @type {(inputs: Console_Support_Tenant_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu de l’entité`)
};

const nl_console_support_tenant_content = /** @type {(inputs: Console_Support_Tenant_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhoud van de tenant`)
};

const es_console_support_tenant_content = /** @type {(inputs: Console_Support_Tenant_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido del inquilino`)
};

const en_xa2_console_support_tenant_content = /** @type {(inputs: Console_Support_Tenant_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţ çöñţéñţ on]`)
};

/**
* | output |
* | --- |
* | "Tenant content" |
*
* @param {Console_Support_Tenant_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_tenant_content = /** @type {((inputs?: Console_Support_Tenant_ContentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Tenant_ContentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_tenant_content(inputs)
	if (locale === "fr") return fr_console_support_tenant_content(inputs)
	if (locale === "nl") return nl_console_support_tenant_content(inputs)
	if (locale === "es") return es_console_support_tenant_content(inputs)
	if (locale === "en-XA") return en_xa2_console_support_tenant_content(inputs)
	return en_console_support_tenant_content(inputs)
});