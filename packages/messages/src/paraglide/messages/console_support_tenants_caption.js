/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Tenants_CaptionInputs */

const en_console_support_tenants_caption = /** @type {(inputs: Console_Support_Tenants_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants (read-only under support access)`)
};

const de_console_support_tenants_caption = /** @type {(inputs: Console_Support_Tenants_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten (nur lesend unter Support-Zugang)`)
};

const fr_console_support_tenants_caption = /** @type {(inputs: Console_Support_Tenants_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités (lecture seule sous accès support)`)
};

const nl_console_support_tenants_caption = /** @type {(inputs: Console_Support_Tenants_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants (alleen-lezen onder supporttoegang)`)
};

const es_console_support_tenants_caption = /** @type {(inputs: Console_Support_Tenants_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos (solo lectura con acceso de soporte)`)
};

const en_xa2_console_support_tenants_caption = /** @type {(inputs: Console_Support_Tenants_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš (ŕéáð-öñļý üñðéŕ šüþþöŕţ áççéšš) one two thr]`)
};

/**
* | output |
* | --- |
* | "Tenants (read-only under support access)" |
*
* @param {Console_Support_Tenants_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_tenants_caption = /** @type {((inputs?: Console_Support_Tenants_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Tenants_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_tenants_caption(inputs)
	if (locale === "fr") return fr_console_support_tenants_caption(inputs)
	if (locale === "nl") return nl_console_support_tenants_caption(inputs)
	if (locale === "es") return es_console_support_tenants_caption(inputs)
	if (locale === "en-XA") return en_xa2_console_support_tenants_caption(inputs)
	return en_console_support_tenants_caption(inputs)
});