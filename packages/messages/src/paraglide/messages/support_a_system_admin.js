/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_A_System_AdminInputs */

const en_support_a_system_admin = /** @type {(inputs: Support_A_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A system admin`)
};

const de_support_a_system_admin = /** @type {(inputs: Support_A_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Systemadministrator`)
};

const fr_support_a_system_admin = /** @type {(inputs: Support_A_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrateur système`)
};

const nl_support_a_system_admin = /** @type {(inputs: Support_A_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een systeembeheerder`)
};

const es_support_a_system_admin = /** @type {(inputs: Support_A_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un administrador del sistema`)
};

const en_xa2_support_a_system_admin = /** @type {(inputs: Support_A_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å šýšţéɱ áðɱíñ on]`)
};

/**
* | output |
* | --- |
* | "A system admin" |
*
* @param {Support_A_System_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_a_system_admin = /** @type {((inputs?: Support_A_System_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_A_System_AdminInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_a_system_admin(inputs)
	if (locale === "fr") return fr_support_a_system_admin(inputs)
	if (locale === "nl") return nl_support_a_system_admin(inputs)
	if (locale === "es") return es_support_a_system_admin(inputs)
	if (locale === "en-XA") return en_xa2_support_a_system_admin(inputs)
	return en_support_a_system_admin(inputs)
});