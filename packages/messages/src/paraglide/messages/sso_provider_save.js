/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_SaveInputs */

const en_sso_provider_save = /** @type {(inputs: Sso_Provider_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save provider`)
};

const de_sso_provider_save = /** @type {(inputs: Sso_Provider_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anbieter speichern`)
};

const fr_sso_provider_save = /** @type {(inputs: Sso_Provider_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le fournisseur`)
};

const nl_sso_provider_save = /** @type {(inputs: Sso_Provider_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provider opslaan`)
};

const es_sso_provider_save = /** @type {(inputs: Sso_Provider_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar proveedor`)
};

const en_xa2_sso_provider_save = /** @type {(inputs: Sso_Provider_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé þŕöṽíðéŕ on]`)
};

/**
* | output |
* | --- |
* | "Save provider" |
*
* @param {Sso_Provider_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_save = /** @type {((inputs?: Sso_Provider_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_SaveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_provider_save(inputs)
	if (locale === "fr") return fr_sso_provider_save(inputs)
	if (locale === "nl") return nl_sso_provider_save(inputs)
	if (locale === "es") return es_sso_provider_save(inputs)
	if (locale === "en-XA") return en_xa2_sso_provider_save(inputs)
	return en_sso_provider_save(inputs)
});