/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Pick_TenantInputs */

const en_dev_pick_tenant = /** @type {(inputs: Dev_Pick_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick at least one tenant`)
};

const de_dev_pick_tenant = /** @type {(inputs: Dev_Pick_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie mindestens einen Mandanten`)
};

const fr_dev_pick_tenant = /** @type {(inputs: Dev_Pick_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez au moins une entité`)
};

const nl_dev_pick_tenant = /** @type {(inputs: Dev_Pick_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies minstens één tenant`)
};

const es_dev_pick_tenant = /** @type {(inputs: Dev_Pick_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija al menos un inquilino`)
};

const en_xa2_dev_pick_tenant = /** @type {(inputs: Dev_Pick_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ áţ ļéášţ öñé ţéñáñţ one t]`)
};

/**
* | output |
* | --- |
* | "Pick at least one tenant" |
*
* @param {Dev_Pick_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_pick_tenant = /** @type {((inputs?: Dev_Pick_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Pick_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_pick_tenant(inputs)
	if (locale === "fr") return fr_dev_pick_tenant(inputs)
	if (locale === "nl") return nl_dev_pick_tenant(inputs)
	if (locale === "es") return es_dev_pick_tenant(inputs)
	if (locale === "en-XA") return en_xa2_dev_pick_tenant(inputs)
	return en_dev_pick_tenant(inputs)
});