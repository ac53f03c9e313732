/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tenants_Edit_DescriptionInputs */

const en_tenants_edit_description = /** @type {(inputs: Tenants_Edit_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change how ${i?.name} is named, tagged and grouped.`)
};

const de_tenants_edit_description = /** @type {(inputs: Tenants_Edit_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ändern Sie Name, Schlagwörter und Gruppe von ${i?.name}.`)
};

const fr_tenants_edit_description = /** @type {(inputs: Tenants_Edit_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifiez le nom, les étiquettes et le groupe de ${i?.name}.`)
};

const nl_tenants_edit_description = /** @type {(inputs: Tenants_Edit_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wijzig hoe ${i?.name} heet, getagd en gegroepeerd is.`)
};

const es_tenants_edit_description = /** @type {(inputs: Tenants_Edit_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambie el nombre, las etiquetas y el grupo de ${i?.name}.`)
};

const en_xa2_tenants_edit_description = /** @type {(inputs: Tenants_Edit_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ĥöŵ ${i?.name} íš ñáɱéð, ţáĝĝéð áñð ĝŕöüþéð. one two three]`)
};

/**
* | output |
* | --- |
* | "Change how {name} is named, tagged and grouped." |
*
* @param {Tenants_Edit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_edit_description = /** @type {((inputs: Tenants_Edit_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Edit_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_edit_description(inputs)
	if (locale === "fr") return fr_tenants_edit_description(inputs)
	if (locale === "nl") return nl_tenants_edit_description(inputs)
	if (locale === "es") return es_tenants_edit_description(inputs)
	if (locale === "en-XA") return en_xa2_tenants_edit_description(inputs)
	return en_tenants_edit_description(inputs)
});