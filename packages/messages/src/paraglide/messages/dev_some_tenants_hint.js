/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Some_Tenants_HintInputs */

const en_dev_some_tenants_hint = /** @type {(inputs: Dev_Some_Tenants_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The key then reaches only the tenants you pick, and lists only those.`)
};

const de_dev_some_tenants_hint = /** @type {(inputs: Dev_Some_Tenants_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schlüssel erreicht dann nur die gewählten Mandanten und listet nur diese.`)
};

const fr_dev_some_tenants_hint = /** @type {(inputs: Dev_Some_Tenants_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clé n’atteint alors que les entités choisies et ne liste que celles-ci.`)
};

const nl_dev_some_tenants_hint = /** @type {(inputs: Dev_Some_Tenants_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De sleutel bereikt dan alleen de gekozen tenants en toont alleen die.`)
};

const es_dev_some_tenants_hint = /** @type {(inputs: Dev_Some_Tenants_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clave solo alcanza entonces los inquilinos que elija y solo lista esos.`)
};

const en_xa2_dev_some_tenants_hint = /** @type {(inputs: Dev_Some_Tenants_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ķéý ţĥéñ ŕéáçĥéš öñļý ţĥé ţéñáñţš ýöü þíçķ, áñð ļíšţš öñļý ţĥöšé. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "The key then reaches only the tenants you pick, and lists only those." |
*
* @param {Dev_Some_Tenants_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_some_tenants_hint = /** @type {((inputs?: Dev_Some_Tenants_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Some_Tenants_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_some_tenants_hint(inputs)
	if (locale === "fr") return fr_dev_some_tenants_hint(inputs)
	if (locale === "nl") return nl_dev_some_tenants_hint(inputs)
	if (locale === "es") return es_dev_some_tenants_hint(inputs)
	if (locale === "en-XA") return en_xa2_dev_some_tenants_hint(inputs)
	return en_dev_some_tenants_hint(inputs)
});