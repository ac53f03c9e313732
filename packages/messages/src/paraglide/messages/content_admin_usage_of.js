/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Content_Admin_Usage_OfInputs */

const en_content_admin_usage_of = /** @type {(inputs: Content_Admin_Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} private baselines on your plan`)
};

const de_content_admin_usage_of = /** @type {(inputs: Content_Admin_Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} von ${i?.max} privaten Baselines in Ihrem Tarif`)
};

const fr_content_admin_usage_of = /** @type {(inputs: Content_Admin_Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sur ${i?.max} référentiels privés dans votre offre`)
};

const nl_content_admin_usage_of = /** @type {(inputs: Content_Admin_Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} van ${i?.max} privébaselines in uw abonnement`)
};

const es_content_admin_usage_of = /** @type {(inputs: Content_Admin_Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} de ${i?.max} líneas base privadas en tu plan`)
};

const en_xa2_content_admin_usage_of = /** @type {(inputs: Content_Admin_Usage_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} öƒ ${i?.max} þŕíṽáţé ƀášéļíñéš öñ ýöüŕ þļáñ one two three]`)
};

/**
* | output |
* | --- |
* | "{count} of {max} private baselines on your plan" |
*
* @param {Content_Admin_Usage_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_usage_of = /** @type {((inputs: Content_Admin_Usage_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Usage_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_usage_of(inputs)
	if (locale === "fr") return fr_content_admin_usage_of(inputs)
	if (locale === "nl") return nl_content_admin_usage_of(inputs)
	if (locale === "es") return es_content_admin_usage_of(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_usage_of(inputs)
	return en_content_admin_usage_of(inputs)
});