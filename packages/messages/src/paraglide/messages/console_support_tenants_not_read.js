/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Tenants_Not_ReadInputs */

const en_console_support_tenants_not_read = /** @type {(inputs: Console_Support_Tenants_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The tenants could not be read`)
};

const de_console_support_tenants_not_read = /** @type {(inputs: Console_Support_Tenants_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Mandanten konnten nicht gelesen werden`)
};

const fr_console_support_tenants_not_read = /** @type {(inputs: Console_Support_Tenants_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les entités n’ont pas pu être lues`)
};

const nl_console_support_tenants_not_read = /** @type {(inputs: Console_Support_Tenants_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De tenants konden niet worden gelezen`)
};

const es_console_support_tenants_not_read = /** @type {(inputs: Console_Support_Tenants_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los inquilinos`)
};

const en_xa2_console_support_tenants_not_read = /** @type {(inputs: Console_Support_Tenants_Not_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéñáñţš çöüļð ñöţ ƀé ŕéáð one two]`)
};

/**
* | output |
* | --- |
* | "The tenants could not be read" |
*
* @param {Console_Support_Tenants_Not_ReadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_tenants_not_read = /** @type {((inputs?: Console_Support_Tenants_Not_ReadInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Tenants_Not_ReadInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_tenants_not_read(inputs)
	if (locale === "fr") return fr_console_support_tenants_not_read(inputs)
	if (locale === "nl") return nl_console_support_tenants_not_read(inputs)
	if (locale === "es") return es_console_support_tenants_not_read(inputs)
	if (locale === "en-XA") return en_xa2_console_support_tenants_not_read(inputs)
	return en_console_support_tenants_not_read(inputs)
});