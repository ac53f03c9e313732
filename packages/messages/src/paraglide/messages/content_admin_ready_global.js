/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domains: NonNullable<unknown>, controls: NonNullable<unknown> }} Content_Admin_Ready_GlobalInputs */

const en_content_admin_ready_global = /** @type {(inputs: Content_Admin_Ready_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} domains and ${i?.controls} controls. Import creates a global draft you can review before publishing.`)
};

const de_content_admin_ready_global = /** @type {(inputs: Content_Admin_Ready_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} Domänen und ${i?.controls} Kontrollen. Der Import legt einen globalen Entwurf an, den Sie vor dem Veröffentlichen prüfen können.`)
};

const fr_content_admin_ready_global = /** @type {(inputs: Content_Admin_Ready_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} domaines et ${i?.controls} contrôles. L’import crée un brouillon global que vous pouvez relire avant de le publier.`)
};

const nl_content_admin_ready_global = /** @type {(inputs: Content_Admin_Ready_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} domeinen en ${i?.controls} controls. Het importeren maakt een globaal concept dat u kunt nakijken voor u het publiceert.`)
};

const es_content_admin_ready_global = /** @type {(inputs: Content_Admin_Ready_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domains} dominios y ${i?.controls} controles. La importación crea un borrador global que puedes revisar antes de publicarlo.`)
};

const en_xa2_content_admin_ready_global = /** @type {(inputs: Content_Admin_Ready_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.domains} ðöɱáíñš áñð ${i?.controls} çöñţŕöļš. Îɱþöŕţ çŕéáţéš á ĝļöƀáļ ðŕáƒţ ýöü çáñ ŕéṽíéŵ ƀéƒöŕé þüƀļíšĥíñĝ. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "{domains} domains and {controls} controls. Import creates a global draft you can review before publishing." |
*
* @param {Content_Admin_Ready_GlobalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_ready_global = /** @type {((inputs: Content_Admin_Ready_GlobalInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Ready_GlobalInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_ready_global(inputs)
	if (locale === "fr") return fr_content_admin_ready_global(inputs)
	if (locale === "nl") return nl_content_admin_ready_global(inputs)
	if (locale === "es") return es_content_admin_ready_global(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_ready_global(inputs)
	return en_content_admin_ready_global(inputs)
});