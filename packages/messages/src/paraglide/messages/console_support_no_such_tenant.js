/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_No_Such_TenantInputs */

const en_console_support_no_such_tenant = /** @type {(inputs: Console_Support_No_Such_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such tenant`)
};

const de_console_support_no_such_tenant = /** @type {(inputs: Console_Support_No_Such_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein solcher Mandant`)
};

const fr_console_support_no_such_tenant = /** @type {(inputs: Console_Support_No_Such_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entité introuvable`)
};

const nl_console_support_no_such_tenant = /** @type {(inputs: Console_Support_No_Such_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen tenant gevonden`)
};

const es_console_support_no_such_tenant = /** @type {(inputs: Console_Support_No_Such_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe ese inquilino`)
};

const en_xa2_console_support_no_such_tenant = /** @type {(inputs: Console_Support_No_Such_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö šüçĥ ţéñáñţ on]`)
};

/**
* | output |
* | --- |
* | "No such tenant" |
*
* @param {Console_Support_No_Such_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_no_such_tenant = /** @type {((inputs?: Console_Support_No_Such_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_No_Such_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_no_such_tenant(inputs)
	if (locale === "fr") return fr_console_support_no_such_tenant(inputs)
	if (locale === "nl") return nl_console_support_no_such_tenant(inputs)
	if (locale === "es") return es_console_support_no_such_tenant(inputs)
	if (locale === "en-XA") return en_xa2_console_support_no_such_tenant(inputs)
	return en_console_support_no_such_tenant(inputs)
});