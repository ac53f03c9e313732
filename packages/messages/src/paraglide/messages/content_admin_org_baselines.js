/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Org_BaselinesInputs */

const en_content_admin_org_baselines = /** @type {(inputs: Content_Admin_Org_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your organisation’s private baselines, and the global library to copy from.`)
};

const de_content_admin_org_baselines = /** @type {(inputs: Content_Admin_Org_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die privaten Baselines Ihrer Organisation und die globale Bibliothek zum Kopieren.`)
};

const fr_content_admin_org_baselines = /** @type {(inputs: Content_Admin_Org_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les référentiels privés de votre organisation et la bibliothèque globale à copier.`)
};

const nl_content_admin_org_baselines = /** @type {(inputs: Content_Admin_Org_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De privébaselines van uw organisatie en de globale bibliotheek om uit te kopiëren.`)
};

const es_content_admin_org_baselines = /** @type {(inputs: Content_Admin_Org_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las líneas base privadas de tu organización y la biblioteca global de la que copiar.`)
};

const en_xa2_content_admin_org_baselines = /** @type {(inputs: Content_Admin_Org_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ öŕĝáñíšáţíöñ’š þŕíṽáţé ƀášéļíñéš, áñð ţĥé ĝļöƀáļ ļíƀŕáŕý ţö çöþý ƒŕöɱ. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Your organisation’s private baselines, and the global library to copy from." |
*
* @param {Content_Admin_Org_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_org_baselines = /** @type {((inputs?: Content_Admin_Org_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Org_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_org_baselines(inputs)
	if (locale === "fr") return fr_content_admin_org_baselines(inputs)
	if (locale === "nl") return nl_content_admin_org_baselines(inputs)
	if (locale === "es") return es_content_admin_org_baselines(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_org_baselines(inputs)
	return en_content_admin_org_baselines(inputs)
});