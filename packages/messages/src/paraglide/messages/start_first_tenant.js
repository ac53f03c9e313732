/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Start_First_TenantInputs */

const en_start_first_tenant = /** @type {(inputs: Start_First_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the first tenant you assess`)
};

const de_start_first_tenant = /** @type {(inputs: Start_First_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den ersten Mandanten anlegen, den Sie bewerten`)
};

const fr_start_first_tenant = /** @type {(inputs: Start_First_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter la première entité que vous évaluez`)
};

const nl_start_first_tenant = /** @type {(inputs: Start_First_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De eerste tenant toevoegen die u beoordeelt`)
};

const es_start_first_tenant = /** @type {(inputs: Start_First_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir el primer inquilino que evalúa`)
};

const en_xa2_start_first_tenant = /** @type {(inputs: Start_First_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð ţĥé ƒíŕšţ ţéñáñţ ýöü áššéšš one two ]`)
};

/**
* | output |
* | --- |
* | "Add the first tenant you assess" |
*
* @param {Start_First_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_first_tenant = /** @type {((inputs?: Start_First_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Start_First_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_start_first_tenant(inputs)
	if (locale === "fr") return fr_start_first_tenant(inputs)
	if (locale === "nl") return nl_start_first_tenant(inputs)
	if (locale === "es") return es_start_first_tenant(inputs)
	if (locale === "en-XA") return en_xa2_start_first_tenant(inputs)
	return en_start_first_tenant(inputs)
});