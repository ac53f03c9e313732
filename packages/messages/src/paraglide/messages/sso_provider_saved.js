/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_SavedInputs */

const en_sso_provider_saved = /** @type {(inputs: Sso_Provider_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identity provider saved`)
};

const de_sso_provider_saved = /** @type {(inputs: Sso_Provider_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identitätsanbieter gespeichert`)
};

const fr_sso_provider_saved = /** @type {(inputs: Sso_Provider_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fournisseur d’identité enregistré`)
};

const nl_sso_provider_saved = /** @type {(inputs: Sso_Provider_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identiteitsprovider opgeslagen`)
};

const es_sso_provider_saved = /** @type {(inputs: Sso_Provider_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proveedor de identidad guardado`)
};

const en_xa2_sso_provider_saved = /** @type {(inputs: Sso_Provider_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îðéñţíţý þŕöṽíðéŕ šáṽéð one t]`)
};

/**
* | output |
* | --- |
* | "Identity provider saved" |
*
* @param {Sso_Provider_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_saved = /** @type {((inputs?: Sso_Provider_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_provider_saved(inputs)
	if (locale === "fr") return fr_sso_provider_saved(inputs)
	if (locale === "nl") return nl_sso_provider_saved(inputs)
	if (locale === "es") return es_sso_provider_saved(inputs)
	if (locale === "en-XA") return en_xa2_sso_provider_saved(inputs)
	return en_sso_provider_saved(inputs)
});