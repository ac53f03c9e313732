/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testbilling_PortalInputs */

const en_testbilling_portal = /** @type {(inputs: Testbilling_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test billing portal`)
};

const de_testbilling_portal = /** @type {(inputs: Testbilling_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test-Abrechnungsportal`)
};

const fr_testbilling_portal = /** @type {(inputs: Testbilling_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portail de facturation de test`)
};

const nl_testbilling_portal = /** @type {(inputs: Testbilling_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testfactureringsportaal`)
};

const es_testbilling_portal = /** @type {(inputs: Testbilling_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal de facturación de prueba`)
};

const en_xa2_testbilling_portal = /** @type {(inputs: Testbilling_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéšţ ƀíļļíñĝ þöŕţáļ one ]`)
};

/**
* | output |
* | --- |
* | "Test billing portal" |
*
* @param {Testbilling_PortalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_portal = /** @type {((inputs?: Testbilling_PortalInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_PortalInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_portal(inputs)
	if (locale === "fr") return fr_testbilling_portal(inputs)
	if (locale === "nl") return nl_testbilling_portal(inputs)
	if (locale === "es") return es_testbilling_portal(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_portal(inputs)
	return en_testbilling_portal(inputs)
});