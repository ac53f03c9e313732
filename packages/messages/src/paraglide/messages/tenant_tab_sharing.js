/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Tab_SharingInputs */

const en_tenant_tab_sharing = /** @type {(inputs: Tenant_Tab_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing`)
};

const de_tenant_tab_sharing = /** @type {(inputs: Tenant_Tab_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freigabe`)
};

const fr_tenant_tab_sharing = /** @type {(inputs: Tenant_Tab_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partage`)
};

const nl_tenant_tab_sharing = /** @type {(inputs: Tenant_Tab_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delen`)
};

const es_tenant_tab_sharing = /** @type {(inputs: Tenant_Tab_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

const en_xa2_tenant_tab_sharing = /** @type {(inputs: Tenant_Tab_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕíñĝ ]`)
};

/**
* | output |
* | --- |
* | "Sharing" |
*
* @param {Tenant_Tab_SharingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_tab_sharing = /** @type {((inputs?: Tenant_Tab_SharingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Tab_SharingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_tab_sharing(inputs)
	if (locale === "fr") return fr_tenant_tab_sharing(inputs)
	if (locale === "nl") return nl_tenant_tab_sharing(inputs)
	if (locale === "es") return es_tenant_tab_sharing(inputs)
	if (locale === "en-XA") return en_xa2_tenant_tab_sharing(inputs)
	return en_tenant_tab_sharing(inputs)
});