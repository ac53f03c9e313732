/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Kind_SubsidiaryInputs */

const en_tenant_kind_subsidiary = /** @type {(inputs: Tenant_Kind_SubsidiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsidiary`)
};

const de_tenant_kind_subsidiary = /** @type {(inputs: Tenant_Kind_SubsidiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tochtergesellschaft`)
};

const fr_tenant_kind_subsidiary = /** @type {(inputs: Tenant_Kind_SubsidiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filiale`)
};

const nl_tenant_kind_subsidiary = /** @type {(inputs: Tenant_Kind_SubsidiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dochteronderneming`)
};

const es_tenant_kind_subsidiary = /** @type {(inputs: Tenant_Kind_SubsidiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filial`)
};

const en_xa2_tenant_kind_subsidiary = /** @type {(inputs: Tenant_Kind_SubsidiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüƀšíðíáŕý o]`)
};

/**
* | output |
* | --- |
* | "Subsidiary" |
*
* @param {Tenant_Kind_SubsidiaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_kind_subsidiary = /** @type {((inputs?: Tenant_Kind_SubsidiaryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Kind_SubsidiaryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_kind_subsidiary(inputs)
	if (locale === "fr") return fr_tenant_kind_subsidiary(inputs)
	if (locale === "nl") return nl_tenant_kind_subsidiary(inputs)
	if (locale === "es") return es_tenant_kind_subsidiary(inputs)
	if (locale === "en-XA") return en_xa2_tenant_kind_subsidiary(inputs)
	return en_tenant_kind_subsidiary(inputs)
});