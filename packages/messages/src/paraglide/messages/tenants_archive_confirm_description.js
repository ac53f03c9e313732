/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Archive_Confirm_DescriptionInputs */

const en_tenants_archive_confirm_description = /** @type {(inputs: Tenants_Archive_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It leaves the list and stops counting against your plan. You can restore it at any time.`)
};

const de_tenants_archive_confirm_description = /** @type {(inputs: Tenants_Archive_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er verschwindet aus der Liste und zählt nicht mehr für Ihren Tarif. Sie können ihn jederzeit wiederherstellen.`)
};

const fr_tenants_archive_confirm_description = /** @type {(inputs: Tenants_Archive_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle quitte la liste et ne compte plus dans votre offre. Vous pouvez la restaurer à tout moment.`)
};

const nl_tenants_archive_confirm_description = /** @type {(inputs: Tenants_Archive_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hij verdwijnt uit de lijst en telt niet meer mee voor uw abonnement. U kunt hem altijd herstellen.`)
};

const es_tenants_archive_confirm_description = /** @type {(inputs: Tenants_Archive_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale de la lista y deja de contar para su plan. Puede restaurarlo en cualquier momento.`)
};

const en_xa2_tenants_archive_confirm_description = /** @type {(inputs: Tenants_Archive_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îţ ļéáṽéš ţĥé ļíšţ áñð šţöþš çöüñţíñĝ áĝáíñšţ ýöüŕ þļáñ. Ýöü çáñ ŕéšţöŕé íţ áţ áñý ţíɱé. one two three four five six ]`)
};

/**
* | output |
* | --- |
* | "It leaves the list and stops counting against your plan. You can restore it at any time." |
*
* @param {Tenants_Archive_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_confirm_description = /** @type {((inputs?: Tenants_Archive_Confirm_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Archive_Confirm_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_archive_confirm_description(inputs)
	if (locale === "fr") return fr_tenants_archive_confirm_description(inputs)
	if (locale === "nl") return nl_tenants_archive_confirm_description(inputs)
	if (locale === "es") return es_tenants_archive_confirm_description(inputs)
	if (locale === "en-XA") return en_xa2_tenants_archive_confirm_description(inputs)
	return en_tenants_archive_confirm_description(inputs)
});