/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Tab_SettingsInputs */

const en_tenant_tab_settings = /** @type {(inputs: Tenant_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

const de_tenant_tab_settings = /** @type {(inputs: Tenant_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen`)
};

const fr_tenant_tab_settings = /** @type {(inputs: Tenant_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres`)
};

const nl_tenant_tab_settings = /** @type {(inputs: Tenant_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instellingen`)
};

const es_tenant_tab_settings = /** @type {(inputs: Tenant_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configuración`)
};

const en_xa2_tenant_tab_settings = /** @type {(inputs: Tenant_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéţţíñĝš ]`)
};

/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Tenant_Tab_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_tab_settings = /** @type {((inputs?: Tenant_Tab_SettingsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Tab_SettingsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_tab_settings(inputs)
	if (locale === "fr") return fr_tenant_tab_settings(inputs)
	if (locale === "nl") return nl_tenant_tab_settings(inputs)
	if (locale === "es") return es_tenant_tab_settings(inputs)
	if (locale === "en-XA") return en_xa2_tenant_tab_settings(inputs)
	return en_tenant_tab_settings(inputs)
});