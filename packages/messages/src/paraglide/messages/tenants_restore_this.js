/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Restore_ThisInputs */

const en_tenants_restore_this = /** @type {(inputs: Tenants_Restore_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore this tenant`)
};

const de_tenants_restore_this = /** @type {(inputs: Tenants_Restore_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Mandanten wiederherstellen`)
};

const fr_tenants_restore_this = /** @type {(inputs: Tenants_Restore_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurer cette entité`)
};

const nl_tenants_restore_this = /** @type {(inputs: Tenants_Restore_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze tenant herstellen`)
};

const es_tenants_restore_this = /** @type {(inputs: Tenants_Restore_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar este inquilino`)
};

const en_xa2_tenants_restore_this = /** @type {(inputs: Tenants_Restore_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšţöŕé ţĥíš ţéñáñţ one ]`)
};

/**
* | output |
* | --- |
* | "Restore this tenant" |
*
* @param {Tenants_Restore_ThisInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_restore_this = /** @type {((inputs?: Tenants_Restore_ThisInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Restore_ThisInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_restore_this(inputs)
	if (locale === "fr") return fr_tenants_restore_this(inputs)
	if (locale === "nl") return nl_tenants_restore_this(inputs)
	if (locale === "es") return es_tenants_restore_this(inputs)
	if (locale === "en-XA") return en_xa2_tenants_restore_this(inputs)
	return en_tenants_restore_this(inputs)
});